import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useLeadConvert } from '../api/lead-convert';
import type { Invitation, Lead } from '../model/contract';

// "Convert to client" on a won lead with an e-mail: an invitation to sign up goes to that
// address; once they sign up they are the adviser's client, linked here.

export interface LeadConvertCardProps {
  lead: Lead;
  invitation: Invitation | null;
}

export function LeadConvertCard({ lead, invitation }: LeadConvertCardProps) {
  const convert = useLeadConvert();
  const [message, setMessage] = useState<{
    status: 'error' | 'success' | 'info';
    text: string;
  } | null>(null);
  const [now] = useState(() => Date.now());
  const investorId = invitation?.investorId ?? lead.investorId;
  if (investorId) {
    return (
      <Stack gap={1}>
        <Text>
          {lead.name} accepted the invitation
          {invitation?.acceptedAt
            ? ` on ${formatIndianDateTime(new Date(invitation.acceptedAt))}`
            : ''}{' '}
          and is now your client.
        </Text>
        <Link asChild colorPalette="purple">
          <RouterLink to="/advisor/investordetails" search={{ investor: investorId }}>
            Open {lead.name}’s client record
          </RouterLink>
        </Link>
      </Stack>
    );
  }
  if (lead.stage !== 'won') {
    return <Text color="fg.muted">When this lead is won, you can invite them to Nivesh here.</Text>;
  }
  if (!lead.email) {
    return (
      <Text color="fg.muted">Add an e-mail address to this lead to invite them to Nivesh.</Text>
    );
  }
  const expired = invitation ? Date.parse(invitation.expiresAt) < now : false;
  return (
    <Stack gap={2}>
      {invitation ? (
        <Text>
          Invitation sent to {invitation.email} on{' '}
          {formatIndianDateTime(new Date(invitation.sentAt))};
          {expired
            ? ' it has expired.'
            : ` the link works until ${formatIndianDateTime(new Date(invitation.expiresAt))}.`}
        </Text>
      ) : (
        <Text>
          Invite {lead.name} to sign up: an e-mail with a sign-up link goes to {lead.email}.
        </Text>
      )}
      {message ? <FormAlert status={message.status} title={message.text} /> : null}
      <Button
        alignSelf="start"
        colorPalette="purple"
        variant={invitation ? 'outline' : 'solid'}
        loading={convert.isPending}
        onClick={() =>
          convert.mutate(
            { leadId: lead.leadId, name: lead.name },
            {
              onSuccess: (result) =>
                setMessage(
                  result.state === 'sent'
                    ? { status: 'success', text: `Invitation sent to ${lead.email}.` }
                    : {
                        status: 'info',
                        text: 'Saved on this device; the invitation goes when you are online.',
                      },
                ),
              onError: (error) =>
                setMessage({
                  status: 'error',
                  text: isApiError(error)
                    ? error.message
                    : 'The invitation could not be sent. Try again.',
                }),
            },
          )
        }
      >
        {invitation ? 'Send the invitation again' : 'Convert to client'}
      </Button>
    </Stack>
  );
}
