/**
 * The scan language's grammar (docs/scan-language.md has it as EBNF), lowest precedence first:
 *
 *   scan       = or EOF
 *   or         = and { OR and }
 *   and        = not { AND not }
 *   not        = { NOT } comparison
 *   comparison = sum [ ( compare-op sum ) | ( CROSSES ( ABOVE | BELOW ) sum ) ]
 *   sum        = product { ( "+" | "-" ) product }
 *   product    = unary { ( "*" | "/" ) unary }
 *   unary      = { "-" } atom
 *   atom       = number | string | TRUE | FALSE | "(" or ")" | name [ "(" [ or { "," or } ] ")" ]
 *
 * It builds the syntax tree directly (no concrete tree) and normalises as it goes, so equal
 * scans give equal trees: `a AND (b AND c)` is one AND of three, `-5` is the number -5. Names
 * are stored lower case. Types and names are the checker's job (`check.ts`).
 */
import { EmbeddedActionsParser, type IToken } from 'chevrotain';
import type { CompareOp as CompareOpType, Expr } from './ast';
import {
  Above,
  ALL_TOKENS,
  And,
  Below,
  Comma,
  CompareOp,
  Crosses,
  False,
  LParen,
  Minus,
  Name,
  Not,
  NumberLiteral,
  Or,
  Plus,
  RParen,
  Slash,
  Star,
  StringLiteral,
  True,
} from './lexer';
import { joinSpans, tokenSpan } from './span';

const COMPARE_SPELLINGS: Record<string, CompareOpType> = {
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
};

function logical(op: 'AND' | 'OR', operands: Expr[]): Expr {
  const flat = operands.flatMap((operand) =>
    operand.kind === 'logical' && operand.op === op ? operand.operands : [operand],
  );
  const [first] = flat;
  const last = flat[flat.length - 1];
  if (flat.length === 1 || first === undefined || last === undefined) return operands[0] as Expr;
  return { kind: 'logical', op, operands: flat, span: joinSpans(first.span, last.span) };
}

function negate(minus: IToken, operand: Expr): Expr {
  const span = joinSpans(tokenSpan(minus), operand.span);
  if (operand.kind === 'number') {
    return { kind: 'number', value: operand.value === 0 ? 0 : -operand.value, span };
  }
  return { kind: 'negate', operand, span };
}

function unquote(image: string): string {
  const inner = image.slice(1, -1);
  return image.startsWith('“') ? inner : inner.replace(/\\(["\\])/g, '$1');
}

class ScanGrammar extends EmbeddedActionsParser {
  constructor() {
    super(ALL_TOKENS, { recoveryEnabled: false, maxLookahead: 2 });
    this.performSelfAnalysis();
  }

  public scan = this.RULE('scan', (): Expr => this.SUBRULE(this.anyOf));

  private anyOf = this.RULE('anyOf', (): Expr => {
    const operands = [this.SUBRULE(this.allOf)];
    this.MANY(() => {
      this.CONSUME(Or);
      operands.push(this.SUBRULE2(this.allOf));
    });
    return this.ACTION(() => logical('OR', operands));
  });

  private allOf = this.RULE('allOf', (): Expr => {
    const operands = [this.SUBRULE(this.negation)];
    this.MANY(() => {
      this.CONSUME(And);
      operands.push(this.SUBRULE2(this.negation));
    });
    return this.ACTION(() => logical('AND', operands));
  });

  private negation = this.RULE('negation', (): Expr => {
    const nots: IToken[] = [];
    this.MANY(() => {
      nots.push(this.CONSUME(Not));
    });
    const operand = this.SUBRULE(this.comparison);
    return this.ACTION(() =>
      nots.reduceRight<Expr>(
        (inner, token) => ({
          kind: 'not',
          operand: inner,
          span: joinSpans(tokenSpan(token), inner.span),
        }),
        operand,
      ),
    );
  });

  private comparison = this.RULE('comparison', (): Expr => {
    const left = this.SUBRULE(this.sum);
    let result = left;
    this.OPTION(() => {
      this.OR([
        {
          ALT: () => {
            const op = this.CONSUME(CompareOp);
            const right = this.SUBRULE2(this.sum);
            result = this.ACTION(() => ({
              kind: 'compare',
              op: COMPARE_SPELLINGS[op.image] ?? '=',
              left,
              right,
              span: joinSpans(left.span, right.span),
            }));
          },
        },
        {
          ALT: () => {
            this.CONSUME(Crosses);
            const direction = this.OR2([
              { ALT: () => this.CONSUME(Above) },
              { ALT: () => this.CONSUME(Below) },
            ]);
            const right = this.SUBRULE3(this.sum);
            result = this.ACTION(() => ({
              kind: 'cross',
              direction: direction.tokenType === Above ? 'above' : 'below',
              left,
              right,
              span: joinSpans(left.span, right.span),
            }));
          },
        },
      ]);
    });
    return result;
  });

  private sum = this.RULE('sum', (): Expr => {
    let result = this.SUBRULE(this.product);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(Plus) }, { ALT: () => this.CONSUME(Minus) }]);
      const right = this.SUBRULE2(this.product);
      const left = result;
      result = this.ACTION(() => ({
        kind: 'arithmetic',
        op: op.image === '+' ? '+' : '-',
        left,
        right,
        span: joinSpans(left.span, right.span),
      }));
    });
    return result;
  });

  private product = this.RULE('product', (): Expr => {
    let result = this.SUBRULE(this.unary);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(Star) }, { ALT: () => this.CONSUME(Slash) }]);
      const right = this.SUBRULE2(this.unary);
      const left = result;
      result = this.ACTION(() => ({
        kind: 'arithmetic',
        op: op.image === '*' ? '*' : '/',
        left,
        right,
        span: joinSpans(left.span, right.span),
      }));
    });
    return result;
  });

  private unary = this.RULE('unary', (): Expr => {
    const minuses: IToken[] = [];
    this.MANY(() => {
      minuses.push(this.CONSUME(Minus));
    });
    const operand = this.SUBRULE(this.atom);
    return this.ACTION(() =>
      minuses.reduceRight<Expr>((inner, token) => negate(token, inner), operand),
    );
  });

  private atom = this.RULE('atom', (): Expr =>
    this.OR([
      {
        ALT: () => {
          const token = this.CONSUME(NumberLiteral);
          return this.ACTION(() => ({
            kind: 'number' as const,
            value: Number(token.image),
            span: tokenSpan(token),
          }));
        },
      },
      {
        ALT: () => {
          const token = this.CONSUME(StringLiteral);
          return this.ACTION(() => ({
            kind: 'string' as const,
            value: unquote(token.image),
            span: tokenSpan(token),
          }));
        },
      },
      {
        ALT: () => {
          const token = this.CONSUME(True);
          return this.ACTION(() => ({
            kind: 'boolean' as const,
            value: true,
            span: tokenSpan(token),
          }));
        },
      },
      {
        ALT: () => {
          const token = this.CONSUME(False);
          return this.ACTION(() => ({
            kind: 'boolean' as const,
            value: false,
            span: tokenSpan(token),
          }));
        },
      },
      { ALT: () => this.SUBRULE(this.parenthesised) },
      { ALT: () => this.SUBRULE(this.nameOrCall) },
    ]),
  );

  private parenthesised = this.RULE('parenthesised', (): Expr => {
    const open = this.CONSUME(LParen);
    const inner = this.SUBRULE(this.anyOf);
    const close = this.CONSUME(RParen);
    return this.ACTION(() => ({ ...inner, span: joinSpans(tokenSpan(open), tokenSpan(close)) }));
  });

  private nameOrCall = this.RULE('nameOrCall', (): Expr => {
    const name = this.CONSUME(Name);
    let result: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(LParen);
      const args: Expr[] = [];
      this.OPTION2(() => {
        args.push(this.SUBRULE(this.anyOf));
        this.MANY(() => {
          this.CONSUME(Comma);
          args.push(this.SUBRULE2(this.anyOf));
        });
      });
      const close = this.CONSUME(RParen);
      result = this.ACTION(() => ({
        kind: 'call',
        name: name.image.toLowerCase(),
        args,
        span: joinSpans(tokenSpan(name), tokenSpan(close)),
      }));
    });
    return this.ACTION(
      () => result ?? { kind: 'field', name: name.image.toLowerCase(), span: tokenSpan(name) },
    );
  });
}

/** One parser for the process: building it validates the grammar, which takes milliseconds. */
export const scanGrammar = new ScanGrammar();
