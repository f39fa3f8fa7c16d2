/**
 * A function call's arguments: defaults written out, a series where a series goes, a number
 * written out and in range where a period goes (so no scan asks for a 10,000-day average).
 */
import type { Expr, ValueType } from './ast';
import { fail, quote } from './check-failure';
import { fieldByName, SCAN_FIELDS } from './fields';
import type { ScanFunction, ScanParam } from './functions';
import { where } from './span';

type Call = Extract<Expr, { kind: 'call' }>;
type TypeOf = (node: Expr) => { expr: Expr; type: ValueType };

const SERIES_FIELDS = SCAN_FIELDS.filter((f) => f.series)
  .map((f) => f.name)
  .join(', ');

const PARAM_WORDS: Record<string, string> = {
  n: 'period',
  fast: 'fast period',
  slow: 'slow period',
  signal: 'signal period',
  k: 'band width k',
};

function defaultArg(param: ScanParam, call: Call): Expr | undefined {
  if (typeof param.default === 'number')
    return { kind: 'number', value: param.default, span: call.span };
  if (typeof param.default === 'string')
    return { kind: 'field', name: param.default, span: call.span };
  return undefined;
}

/** `rsi(14)` and `rsi()`: the numbers come first when the series is left to its default. */
function withDefaultSeries(fn: ScanFunction, call: Call): Expr[] {
  const [first] = fn.params;
  const series = first ? defaultArg(first, call) : undefined;
  const [arg] = call.args;
  if (first?.kind !== 'series' || !series) return call.args;
  return arg === undefined || arg.kind === 'number' ? [series, ...call.args] : call.args;
}

function seriesArg(fn: ScanFunction, arg: Expr, typeOf: TypeOf): Expr {
  const { expr, type } = typeOf(arg);
  const isSeries =
    expr.kind === 'call' || (expr.kind === 'field' && fieldByName(expr.name)?.series);
  if (type === 'number' && isSeries) return expr;
  return fail(
    arg.span,
    `The series of ${fn.name} ${where(arg.span)} must be one of ${SERIES_FIELDS} or a function such as rsi(close, 14), not ${quote(expr)}`,
  );
}

function numberArg(fn: ScanFunction, param: ScanParam, arg: Expr): Expr {
  const what = PARAM_WORDS[param.name] ?? param.name;
  if (arg.kind !== 'number') {
    return fail(
      arg.span,
      `The ${what} of ${fn.name} ${where(arg.span)} must be a number written out, such as 50`,
    );
  }
  const { min = -Infinity, max = Infinity } = param;
  const whole = param.whole === true;
  if ((whole && !Number.isInteger(arg.value)) || arg.value < min || arg.value > max) {
    const kind = whole ? 'a whole number' : 'a number';
    return fail(arg.span, `The ${what} ${where(arg.span)} must be ${kind} from ${min} to ${max}`);
  }
  return arg;
}

export function checkArgs(fn: ScanFunction, call: Call, typeOf: TypeOf): Expr[] {
  const given = withDefaultSeries(fn, call);
  const names = fn.params.map((p) => p.name).join(', ');
  const extra = given[fn.params.length];
  if (extra) {
    return fail(
      extra.span,
      `${fn.name} takes at most ${fn.params.length} arguments (${names}); the one ${where(extra.span)} is one too many`,
    );
  }
  const args = fn.params.map((param, i) => {
    const arg = given[i] ?? defaultArg(param, call);
    if (!arg) {
      const required = fn.params.filter((p) => p.default === undefined).length;
      return fail(
        call.span,
        `${fn.name} ${where(call.span)} needs ${required} arguments (${names}), as in ${fn.example}`,
      );
    }
    return param.kind === 'series' ? seriesArg(fn, arg, typeOf) : numberArg(fn, param, arg);
  });
  const fast = args[1];
  const slow = args[2];
  if (
    fn.name.startsWith('macd') &&
    fast?.kind === 'number' &&
    slow?.kind === 'number' &&
    fast.value >= slow.value
  ) {
    fail(
      slow.span,
      `The slow period of ${fn.name} ${where(slow.span)} must be longer than the fast period`,
    );
  }
  return args;
}
