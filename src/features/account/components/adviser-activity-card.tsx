import { Box, Text } from '@chakra-ui/react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { QueryState } from '@/ui/query-state';
import { useAdviserActivity } from '../api/adviser-activity-get';
import { SettingsCard } from './settings-card';

/** What the investor's adviser did on their account, from the audit log, newest first. */
export function AdviserActivityCard() {
  return (
    <SettingsCard
      id="adviser-activity"
      title="Your adviser’s actions"
      description="Every change your adviser made on your account, newest first."
    >
      <QueryState query={useAdviserActivity()} loadingHeight="16">
        {({ data }) =>
          data.entries.length === 0 ? (
            <Text color="fg.muted">Nothing yet.</Text>
          ) : (
            <Box as="ol" listStyleType="none" fontSize="sm">
              {data.entries.map((entry) => (
                <Box as="li" key={entry.id} py={1.5}>
                  <Text as="span" fontWeight="medium">
                    {entry.action}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {' · '}
                    {entry.actor.name ?? 'Your adviser'} ·{' '}
                    <time dateTime={entry.at}>{formatIndianDateTime(new Date(entry.at))}</time>
                  </Text>
                </Box>
              ))}
            </Box>
          )
        }
      </QueryState>
    </SettingsCard>
  );
}
