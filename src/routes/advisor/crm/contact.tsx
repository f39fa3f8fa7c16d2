import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { householdsQueryOptions } from '@/features/crm/api/contacts-families-get';
import { contactQueryOptions, contactsQueryOptions } from '@/features/crm/api/contacts-get';
import { ContactScreen } from '@/features/crm/components/contact-screen';

const title = 'Contacts';

// The adviser's contacts (issue 17): ?contact=<id> opens one, ?import=1 the CSV import, so a
// reload or an offline start reopens them. Anything malformed is dropped, not an error.

const contactSearchSchema = z.object({
  contact: z.catch(z.optional(z.uuid()), undefined),
  import: z.catch(z.optional(z.literal(1)), undefined),
});

export const Route = createFileRoute('/advisor/crm/contact')({
  staticData: { title },
  validateSearch: contactSearchSchema,
  loaderDeps: ({ search }) => ({ contact: search.contact }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(contactsQueryOptions());
    void queryClient.prefetchQuery(householdsQueryOptions());
    if (deps.contact) void queryClient.prefetchQuery(contactQueryOptions(deps.contact));
  },
  component: AdvisorCrmContactRoute,
});

function AdvisorCrmContactRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContactScreen
      title={title}
      selected={search.contact}
      importing={search.import === 1}
      onSelect={(contactId) => void navigate({ search: contactId ? { contact: contactId } : {} })}
      onImport={(open) => void navigate({ search: open ? { import: 1 } : {} })}
      onOpenLead={(leadId) =>
        void navigate({ href: `/advisor/crm/lead?lead=${encodeURIComponent(leadId)}` })
      }
    />
  );
}
