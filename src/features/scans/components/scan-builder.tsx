import { Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import {
  addAlternative,
  addCondition,
  removeCondition,
  setCondition,
  setJoin,
} from '../model/builder-edit';
import { otherJoin, type Builder, type Join } from '../model/builder';
import type { ScanDraft } from '../hooks/use-scan-draft';
import { ConditionEditor } from './condition-editor';

// The builder (issue 14, Deliver 2): pick a value, how it compares and with what; conditions
// joined by "all" (AND) or "any" (OR), and a condition may have alternatives (a group joined by
// the other word). Every change writes the scan's text at once, and typed text shows here.

const JOIN_WORDS: Record<Join, string> = { AND: 'all', OR: 'any' };

export function ScanBuilder({ draft }: { draft: ScanDraft }) {
  const { builder, analysis } = draft;
  if (analysis.view.kind === 'reading' && builder === null) {
    return <Text color="fg.muted">Reading the scan…</Text>;
  }
  if (analysis.view.kind === 'too-complex' || builder === null) {
    return (
      <Text color="fg.muted" data-testid="builder-too-complex">
        This scan is too complex for the builder; edit it as text.
      </Text>
    );
  }
  const frozen = analysis.view.kind === 'invalid';
  return (
    <Stack gap={3}>
      {frozen ? (
        <Text fontSize="sm" color="fg.muted">
          Fix the text above to go on in the builder.
        </Text>
      ) : null}
      <chakra.fieldset disabled={frozen} opacity={frozen ? 0.6 : 1} minW={0}>
        <chakra.legend srOnly>Builder</chakra.legend>
        <Groups builder={builder} onChange={draft.setBuilder} />
      </chakra.fieldset>
    </Stack>
  );
}

function Groups({ builder, onChange }: { builder: Builder; onChange: (next: Builder) => void }) {
  const select = useRecipe({ key: 'input' })({ size: 'sm' });
  const inner = otherJoin(builder.join);
  // Conditions are numbered across groups, as read: "Condition 3" is the third on screen.
  const firstNumber = builder.groups.map((_, at) =>
    builder.groups.slice(0, at).reduce((sum, group) => sum + group.length, 1),
  );
  return (
    <Stack gap={3}>
      {builder.groups.length >= 2 ? (
        <HStack gap={2} flexWrap="wrap">
          <Text as="span">Stocks that match</Text>
          <chakra.select
            css={[select, { appearance: 'auto', pe: 2 }]}
            w="auto"
            maxW="100%"
            aria-label="Match all or any of the conditions"
            value={builder.join}
            onChange={(event) => onChange(setJoin(builder, event.target.value as Join))}
          >
            <option value="AND">all (AND)</option>
            <option value="OR">any (OR)</option>
          </chakra.select>
          <Text as="span">of these:</Text>
        </HStack>
      ) : null}
      {builder.groups.length === 0 ? (
        <Text color="fg.muted">No conditions yet: add one, or pick a ready-made scan.</Text>
      ) : null}
      {builder.groups.map((group, groupIndex) => {
        const rows = group.map((condition, index) => {
          const name = `Condition ${(firstNumber[groupIndex] ?? 1) + index}`;
          return (
            <ConditionEditor
              key={index}
              name={name}
              condition={condition}
              onChange={(next) =>
                onChange(setCondition(builder, { group: groupIndex, index }, next))
              }
              onRemove={() => onChange(removeCondition(builder, { group: groupIndex, index }))}
            />
          );
        });
        const more = (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => onChange(addAlternative(builder, groupIndex))}
          >
            + {inner === 'OR' ? 'Or' : 'And'} another condition here
          </Button>
        );
        return group.length === 1 ? (
          <Stack key={groupIndex} gap={1}>
            {rows}
            {builder.groups.length > 1 ? more : null}
          </Stack>
        ) : (
          <Box
            key={groupIndex}
            role="group"
            aria-label={`${JOIN_WORDS[inner]} of these`}
            borderLeftWidth="3px"
            borderColor="purple.muted"
            ps={3}
          >
            <Text fontSize="sm" fontWeight="medium" mb={2}>
              {inner === 'OR' ? 'Any' : 'All'} of these ({inner}):
            </Text>
            <Stack gap={2}>
              {rows}
              {more}
            </Stack>
          </Box>
        );
      })}
      <HStack gap={2} flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onChange(addCondition(builder))}>
          + Add a condition
        </Button>
        {builder.groups.length === 1 ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(addAlternative(builder, 0))}>
            + Or another condition
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
