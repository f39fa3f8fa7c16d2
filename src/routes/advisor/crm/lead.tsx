import { createFileRoute } from '@tanstack/react-router';
import { leadQueryOptions } from '@/features/crm/api/lead-get';
import { leadsQueryOptions } from '@/features/crm/api/leads-get';
import { tasksQueryOptions } from '@/features/crm/api/tasks-get';
import { LeadScreen } from '@/features/crm/components/lead-screen';
import { leadSearchSchema } from '@/features/crm/model/lead-search';

const title = 'Leads';

// The adviser's pipeline (issue 17): ?lead=<id> opens one lead, ?view=list the list.

export const Route = createFileRoute('/advisor/crm/lead')({
  staticData: { title },
  validateSearch: leadSearchSchema,
  loaderDeps: ({ search }) => ({ lead: search.lead }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(leadsQueryOptions());
    void queryClient.prefetchQuery(tasksQueryOptions());
    if (deps.lead) void queryClient.prefetchQuery(leadQueryOptions(deps.lead));
  },
  component: AdvisorCrmLeadRoute,
});

function AdvisorCrmLeadRoute() {
  const { lead, view } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LeadScreen
      title={title}
      leadId={lead}
      view={view ?? 'board'}
      onOpenLead={(leadId) => void navigate({ search: (old) => ({ ...old, lead: leadId }) })}
      onView={(next) =>
        void navigate({ search: (old) => ({ ...old, view: next === 'board' ? undefined : next }) })
      }
      onOpenContact={(contactId) =>
        void navigate({ to: '/advisor/crm/contact', search: { contact: contactId } })
      }
    />
  );
}
