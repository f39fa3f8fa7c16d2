import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { HintAndError } from '@/ui/plain-field';
import { GOAL_TYPE_LABELS, GOAL_TYPES, type GoalType } from '../model/contract';
import { choiceCardStyle } from './goal-fields';
import { GoalTypeIcon } from './goal-type-icon';

interface GoalTypeChoiceProps {
  /** The first radio's id, so an error can move focus to the choice. */
  id: string;
  value: GoalType | null;
  error?: string | undefined;
  onChange: (type: GoalType) => void;
}

/** What the goal is for: native radios in a fieldset, drawn as cards (memoised). */
export const GoalTypeChoice = memo(function GoalTypeChoice({
  id,
  value,
  error,
  onChange,
}: GoalTypeChoiceProps) {
  return (
    <chakra.fieldset
      border="0"
      p="0"
      m="0"
      minW="0"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <chakra.legend fontWeight="medium" textStyle="sm" mb={1.5}>
        What is the goal?
      </chakra.legend>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 2, lg: 3 }} gap={2}>
        {GOAL_TYPES.map((type, index) => (
          <chakra.label key={type} css={choiceCardStyle}>
            <chakra.input
              id={index === 0 ? id : undefined}
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              accentColor="purple.solid"
              boxSize={4}
              flexShrink={0}
            />
            <GoalTypeIcon type={type} size={5} />
            <Text as="span" textStyle="sm" fontWeight="medium">
              {GOAL_TYPE_LABELS[type]}
            </Text>
          </chakra.label>
        ))}
      </SimpleGrid>
      <HintAndError id={id} error={error} />
    </chakra.fieldset>
  );
});
