import { Box, Card, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { RISK_CATEGORIES, type RiskCategoryId } from '@/domain/risk-categories';
import { useLivePlan } from '../hooks/use-live-plan';
import { bpToPercentText } from '../model/goal-form';
import { chancePercent, formatMonthYear, formatWholeRupees } from '../model/goal-text';
import {
  LIVE_PATHS,
  type PlanAssumption,
  type PlanFigures as Figures,
  type PlanNumbers,
} from '../model/plan-preview';
import type { SimulateResult } from '../model/monte-carlo';
import { FanChart } from './fan-chart';

export interface PlanBasis {
  category: RiskCategoryId;
  /** No risk profile yet: the plan assumes the middle category. */
  assumed: boolean;
  /** Whose table: the adviser's, or the documented defaults. */
  source: 'default' | 'adviser';
  adviserName: string | null;
}

interface LivePlanProps {
  /** The form's numbers, null while they are incomplete or wrong. */
  numbers: PlanNumbers | null;
  /** The investor's category's return and volatility, null while they load. */
  assumption: PlanAssumption | null;
  basis: PlanBasis | null;
  today: string;
  /** What the form still needs before a plan can be drawn. */
  missing: string | null;
}

/**
 * The plan beside the goal form: what it will cost, the SIP that gets there, and its chance. It
 * holds the live plan's state itself, so the debounced recompute and the worker's result redraw
 * this box only, never the whole form (issue 13, Bench: no main-thread task over 50 ms); memoised,
 * so a keystroke that leaves the plan's inputs alone does not redraw it.
 */
export const LivePlan = memo(function LivePlan({
  numbers,
  assumption,
  basis,
  today,
  missing,
}: LivePlanProps) {
  const { figures, chance, updating } = useLivePlan(numbers, assumption, today);
  const done = chance.state === 'done' ? chance.result : null;
  const announcement =
    figures && done && !updating
      ? `Plan: ${formatWholeRupees(figures.monthlySip)} a month reaches ${formatWholeRupees(figures.futureValue)} by ${formatMonthYear(figures.targetDate)}, with a ${chancePercent(done.chance)} chance.`
      : '';
  return (
    <Card.Root
      as="section"
      variant="subtle"
      aria-labelledby="live-plan-heading"
      data-testid="live-plan"
    >
      <Card.Body>
        <Stack gap={4}>
          <Heading as="h2" id="live-plan-heading" size="md">
            Your plan
          </Heading>
          {figures ? (
            <Stack as="dl" gap={3} opacity={updating ? 0.6 : 1} aria-busy={updating}>
              <PlanFigures figures={figures} done={done} failed={chance.state === 'failed'} />
            </Stack>
          ) : (
            <Text color="fg.muted">{missing ?? 'Fill in the goal to see its plan.'}</Text>
          )}
          {figures && done ? (
            <FanChart
              fan={done.fan}
              start={figures.setAside}
              target={figures.futureValue}
              targetDate={figures.targetDate}
              today={today}
              paths={LIVE_PATHS}
            />
          ) : null}
          {figures ? (
            <Assumptions
              basis={basis}
              returnBp={figures.expectedReturnBp}
              volatilityBp={figures.volatilityBp}
            />
          ) : null}
          <Box srOnly aria-live="polite" aria-atomic="true" data-testid="plan-announcement">
            {announcement}
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

/** The plan's figures: drawn again only when they or the chance change, not on each keystroke. */
const PlanFigures = memo(function PlanFigures({
  figures,
  done,
  failed,
}: {
  figures: Figures;
  done: SimulateResult | null;
  failed: boolean;
}) {
  return (
    <>
      <Figure label="What it will cost then">
        {formatWholeRupees(figures.futureValue)}
        <Note>
          in {formatMonthYear(figures.targetDate)}, at {bpToPercentText(figures.inflationBp)} %
          inflation a year
        </Note>
      </Figure>
      <Figure label="Monthly SIP needed">
        {formatWholeRupees(figures.monthlySip)}
        <Note>
          {figures.monthlySip === 0
            ? 'What you have set aside gets there on its own.'
            : figures.stepUpBp > 0
              ? `for the first year, then ${bpToPercentText(figures.stepUpBp)} % more each year`
              : `every month for ${yearsAndMonths(figures.months)}`}
        </Note>
      </Figure>
      {figures.setAside > 0 ? (
        <Figure label="What you have set aside grows to">
          {formatWholeRupees(figures.setAsideFutureValue)}
        </Figure>
      ) : null}
      <Figure label="Chance of reaching it">
        {done ? (
          chancePercent(done.chance)
        ) : failed ? (
          <Text as="span" textStyle="sm" fontWeight="normal">
            Could not be worked out on this device.
          </Text>
        ) : (
          <Spinner size="sm" aria-label="Working out the chance" />
        )}
        <Note>with that SIP, from {LIVE_PATHS.toLocaleString('en-IN')} simulated markets</Note>
      </Figure>
    </>
  );
});

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="xl" fontWeight="semibold">
        {children}
      </Text>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text as="span" display="block" textStyle="sm" fontWeight="normal" color="fg.muted">
      {children}
    </Text>
  );
}

const yearsAndMonths = (months: number): string => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} year${years === 1 ? '' : 's'}` : null,
    rest > 0 ? `${rest} month${rest === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return parts.join(' and ') || 'a month';
};

const Assumptions = memo(function Assumptions({
  basis,
  returnBp,
  volatilityBp,
}: {
  basis: PlanBasis | null;
  returnBp: number;
  volatilityBp: number;
}) {
  const category = basis ? RISK_CATEGORIES[basis.category].label : null;
  const whose =
    basis?.source === 'adviser'
      ? `your adviser${basis.adviserName ? ` ${basis.adviserName}` : ''}’s table`
      : 'the documented defaults';
  return (
    <Stack gap={1} textStyle="sm" color="fg.muted">
      <Text>
        Assumes {bpToPercentText(returnBp)} % a year with ups and downs of about{' '}
        {bpToPercentText(volatilityBp)} % a year
        {category ? ` for the ${category} risk category, from ${whose}` : ''}. Markets do not
        promise returns: this is a plan, not a guarantee.
      </Text>
      {basis?.assumed ? (
        <Text>
          You have not taken the risk profile yet, so this uses the {category} category.{' '}
          <ChakraLink asChild colorPalette="purple">
            <Link to="/riskprofile">Take the risk profile</Link>
          </ChakraLink>{' '}
          for a plan that suits you.
        </Text>
      ) : null}
    </Stack>
  );
});
