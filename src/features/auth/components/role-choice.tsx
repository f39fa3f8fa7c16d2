import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { AccountRole } from '../model';

const roles: { value: AccountRole; label: string; description: string }[] = [
  {
    value: 'investor',
    label: 'Investor',
    description: 'Plan goals, build baskets and follow your holdings.',
  },
  {
    value: 'advisor',
    label: 'Investment adviser',
    description: 'SEBI-registered (INA number): guide your investors.',
  },
];

interface RoleChoiceProps {
  value: AccountRole;
  onChange: (role: AccountRole) => void;
}

// Native radios in a fieldset, drawn as two cards: keyboard and screen-reader behaviour come with
// the browser, and no radio recipe or state machine joins the bundle.
const cardStyle = {
  display: 'flex',
  gap: 3,
  alignItems: 'flex-start',
  flex: '1',
  p: 3,
  borderWidth: '1px',
  borderRadius: 'l2',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'purple.solid', bg: 'purple.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'purple.focusRing' },
} as const;

/** Investor or SEBI-registered adviser. */
export function RoleChoice({ value, onChange }: RoleChoiceProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" textStyle="sm" mb={1.5}>
        I am joining as
      </chakra.legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={2} align="stretch">
        {roles.map((role) => (
          <chakra.label key={role.value} css={cardStyle}>
            <chakra.input
              type="radio"
              name="role"
              value={role.value}
              checked={value === role.value}
              onChange={() => onChange(role.value)}
              mt={1}
              accentColor="purple.solid"
              boxSize={4}
              flexShrink={0}
            />
            <Box>
              <Text fontWeight="medium">{role.label}</Text>
              <Text textStyle="sm" color="fg.muted">
                {role.description}
              </Text>
            </Box>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
