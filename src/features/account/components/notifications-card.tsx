import { Button, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { useSaveNotificationChoices } from '../api/notifications-save';
import {
  CHANNEL_LABEL,
  NOTICE_CHANNELS,
  NOTICE_TOPICS,
  TOPIC_INFO,
  type NoticeChannel,
  type NoticeTopic,
  type NotificationChoices,
} from '../model/notifications';
import { actionErrorMessage } from './action-error';
import { SettingsCard } from './settings-card';

const Checkbox = chakra('input');

const sameChoices = (a: NotificationChoices, b: NotificationChoices) =>
  NOTICE_TOPICS.every((topic) =>
    NOTICE_CHANNELS.every((channel) => a[topic][channel] === b[topic][channel]),
  );

/** Which notices, by topic and channel; security notices are always e-mailed. */
export function NotificationsCard({ saved }: { saved: NotificationChoices }) {
  // The investor's unsaved changes; none: the server's choices as they are now.
  const [draft, setDraft] = useState<NotificationChoices | null>(null);
  const choices = draft ?? saved;
  const save = useSaveNotificationChoices();
  const changed = draft !== null && !sameChoices(draft, saved);
  const toggle = (topic: NoticeTopic, channel: NoticeChannel) => {
    save.reset();
    setDraft({ ...choices, [topic]: { ...choices[topic], [channel]: !choices[topic][channel] } });
  };
  const submit = () =>
    save.mutate(choices, {
      onSuccess: (result) => {
        if (result.state === 'sent') setDraft(null);
      },
    });
  const outcome = save.data?.state;

  return (
    <SettingsCard
      id="notifications"
      title="Notifications"
      description="What we tell you about, and how. SMS goes to your mobile number."
    >
      <Stack gap={4}>
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="line">
          <Table.Caption srOnly>
            Notification choices: each topic by e-mail and by SMS
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Topic</Table.ColumnHeader>
              {NOTICE_CHANNELS.map((channel) => (
                <Table.ColumnHeader key={channel} textAlign="center" w="5rem">
                  {CHANNEL_LABEL[channel]}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {NOTICE_TOPICS.map((topic) => (
              <Table.Row key={topic}>
                <Table.Cell>
                  <Text fontWeight="medium" id={`topic-${topic}`}>
                    {TOPIC_INFO[topic].label}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {TOPIC_INFO[topic].description}
                  </Text>
                </Table.Cell>
                {NOTICE_CHANNELS.map((channel) => (
                  <Table.Cell key={channel} textAlign="center">
                    <Checkbox
                      type="checkbox"
                      w="5"
                      h="5"
                      cursor="pointer"
                      accentColor="purple.600"
                      checked={choices[topic][channel]}
                      onChange={() => toggle(topic, channel)}
                      aria-label={`${TOPIC_INFO[topic].label} by ${CHANNEL_LABEL[channel]}`}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell>
                <Text fontWeight="medium">Security</Text>
                <Text textStyle="sm" color="fg.muted">
                  Signing out everywhere and deleting your account: always e-mailed, so you know if
                  someone else did it.
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="center">
                <Checkbox
                  type="checkbox"
                  w="5"
                  h="5"
                  checked
                  disabled
                  readOnly
                  aria-label="Security by E-mail (always on)"
                />
              </Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Body>
        </Table.Root>
        {save.isError ? <FormAlert status="error" title={actionErrorMessage(save.error)} /> : null}
        {outcome === 'sent' && !changed ? (
          <FormAlert status="success" title="Your notification choices are saved." />
        ) : null}
        {outcome === 'queued' ? (
          <FormAlert
            status="info"
            title="Saved on this device. They will be sent when you are back online."
          />
        ) : null}
        <HStack gap={2}>
          <Button size="sm" disabled={!changed} loading={save.isPending} onClick={submit}>
            Save choices
          </Button>
          {changed ? (
            <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
              Undo changes
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </SettingsCard>
  );
}
