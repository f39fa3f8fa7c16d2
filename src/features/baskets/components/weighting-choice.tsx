import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { WEIGHTING_LABELS, WEIGHTINGS, type Weighting } from '../model/contract';

// How the basket's money is shared among its stocks: four rules as radio buttons, each with a
// line on what it does.

const MEANING: Readonly<Record<Weighting, string>> = {
  equal: 'Every stock gets the same share.',
  'market-cap': 'Bigger companies get more, in proportion to their market value.',
  factor:
    'Stocks with better factor scores (quality, value, momentum, low volatility) get more; weak ones keep a small share.',
  custom: 'You type each stock’s share; together they make 100 %.',
};

export function WeightingChoice({
  value,
  onChange,
}: {
  value: Weighting;
  onChange: (weighting: Weighting) => void;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" mb={2}>
        Weighting
      </chakra.legend>
      <Stack gap={2}>
        {WEIGHTINGS.map((weighting) => (
          <chakra.label
            key={weighting}
            display="flex"
            gap={3}
            alignItems="flex-start"
            borderWidth="1px"
            borderRadius="l2"
            p={3}
            cursor="pointer"
            borderColor={value === weighting ? 'purple.solid' : undefined}
            _focusWithin={{ outline: '2px solid', outlineColor: 'purple.focusRing' }}
          >
            <chakra.input
              type="radio"
              name="basket-weighting"
              value={weighting}
              checked={value === weighting}
              onChange={() => onChange(weighting)}
              accentColor="purple.600"
              mt={1}
            />
            <Box>
              <Text fontWeight="medium">{WEIGHTING_LABELS[weighting]}</Text>
              <Text textStyle="sm" color="fg.muted">
                {MEANING[weighting]}
              </Text>
            </Box>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
