import { Badge, Button, Card, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BOOK_ACTION_KINDS, type BookAction, type BookActionKind } from '../../model/book-contract';

// The book's action list, ranked by urgency (the server's order), filtered by kind; each item
// is a link to the screen where it is dealt with.

export const ACTION_KIND_TEXT: Record<BookActionKind, string> = {
  kyc: 'KYC',
  'risk-profile': 'Risk profile',
  chat: 'Unanswered chat',
  drift: 'Model drift',
  goal: 'Goals',
  'idle-cash': 'Idle cash',
  follow_up: 'Follow-ups',
};

/** Urgency in words and colour: 80 and above high, 50 and above medium, else low. */
export function urgencyLevel(urgency: number): { label: string; palette: string } {
  if (urgency >= 80) return { label: 'High', palette: 'red' };
  if (urgency >= 50) return { label: 'Medium', palette: 'orange' };
  return { label: 'Low', palette: 'gray' };
}

function ActionLink({ action }: { action: BookAction }) {
  const { to, search } = action.opens;
  const text = `${action.investor.name}: ${action.title}`;
  const style = { fontWeight: 'semibold', color: 'purple.fg', textDecoration: 'underline' };
  if (to === '/advisor/chat') {
    return (
      <chakra.span {...style}>
        <Link to={to} search={search.thread ? { thread: search.thread } : {}}>
          {text}
        </Link>
      </chakra.span>
    );
  }
  if (to === '/advisor/crm/lead') {
    return (
      <chakra.span {...style}>
        <Link to={to} search={search.lead ? { lead: search.lead } : {}}>
          {text}
        </Link>
      </chakra.span>
    );
  }
  if (to === '/advisor/crm/contact') {
    return (
      <chakra.span {...style}>
        <Link to={to} search={search.contact ? { contact: search.contact } : {}}>
          {text}
        </Link>
      </chakra.span>
    );
  }
  if (to === '/advisor/baskets') {
    return (
      <chakra.span {...style}>
        <Link to={to} search={search.model ? { model: search.model } : {}}>
          {text}
        </Link>
      </chakra.span>
    );
  }
  return (
    <chakra.span {...style}>
      <Link to={to} search={search.investor ? { investor: search.investor } : {}}>
        {text}
      </Link>
    </chakra.span>
  );
}

export function ActionList({ actions }: { actions: BookAction[] }) {
  const [kind, setKind] = useState<BookActionKind | 'all'>('all');
  const counts = new Map<BookActionKind, number>();
  for (const action of actions) counts.set(action.kind, (counts.get(action.kind) ?? 0) + 1);
  const shown = kind === 'all' ? actions : actions.filter((action) => action.kind === kind);
  const filters: [BookActionKind | 'all', string, number][] = [
    ['all', 'All', actions.length],
    ...BOOK_ACTION_KINDS.map(
      (one) =>
        [one, ACTION_KIND_TEXT[one], counts.get(one) ?? 0] as [BookActionKind, string, number],
    ),
  ];
  return (
    <Stack gap={3}>
      <Heading as="h2" size="md" id="book-actions">
        Who needs attention
      </Heading>
      <HStack role="group" aria-label="Show actions of one kind" gap={2} flexWrap="wrap">
        {filters.map(([value, label, count]) => (
          <Button
            key={value}
            size="sm"
            variant={kind === value ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={kind === value}
            onClick={() => setKind(value)}
          >
            {label} ({count})
          </Button>
        ))}
      </HStack>
      {shown.length === 0 ? (
        <Text color="fg.muted">
          {actions.length === 0 ? 'Nothing needs your attention now.' : 'No actions of this kind.'}
        </Text>
      ) : (
        <Stack as="ol" gap={2} ps={0} listStyleType="none" aria-labelledby="book-actions">
          {shown.map((action) => {
            const level = urgencyLevel(action.urgency);
            return (
              <Card.Root as="li" key={action.id} size="sm" variant="outline">
                <Card.Body gap={1}>
                  <HStack justify="space-between" align="flex-start" gap={3}>
                    <ActionLink action={action} />
                    <Badge
                      colorPalette={level.palette}
                      flexShrink={0}
                      title={`Urgency ${action.urgency} of 100`}
                    >
                      {level.label}
                      <chakra.span srOnly> urgency, {action.urgency} of 100</chakra.span>
                    </Badge>
                  </HStack>
                  <Text textStyle="sm">{action.detail}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {ACTION_KIND_TEXT[action.kind]}
                  </Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
