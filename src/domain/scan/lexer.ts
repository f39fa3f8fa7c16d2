/**
 * The scan language's tokens. Keywords are case-insensitive and reserved (`and` is never a
 * field); names may hold dots (`factor.momentum`). Built once: chevrotain validates and
 * optimises a lexer at construction, which costs far more than lexing a scan.
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';

export const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: /[ \t\r\n\u00a0]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});

export const Name = createToken({
  name: 'Name',
  pattern: /[a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)*/,
});

const keyword = (name: string, word: string): TokenType =>
  createToken({ name, pattern: new RegExp(word, 'i'), longer_alt: Name });

export const And = keyword('And', 'and');
export const Or = keyword('Or', 'or');
export const Not = keyword('Not', 'not');
export const Crosses = keyword('Crosses', 'crosses');
export const Above = keyword('Above', 'above');
export const Below = keyword('Below', 'below');
export const True = keyword('True', 'true');
export const False = keyword('False', 'false');

export const NumberLiteral = createToken({
  name: 'NumberLiteral',
  pattern: /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/,
});

/**
 * Double quotes; a backslash escapes a quote or a backslash. No line breaks inside. Phones
 * turn " into “ and ” as people type, so curly quotes are taken too (printing writes ").
 */
export const StringLiteral = createToken({
  name: 'StringLiteral',
  pattern: /"(?:[^"\\\r\n]|\\["\\])*"|“[^”\r\n]*”/,
});

/** `==` and `<>` are accepted for `=` and `!=` (people type them); printing writes `=`, `!=`. */
export const CompareOp = createToken({ name: 'CompareOp', pattern: /<=|>=|!=|<>|==|<|>|=/ });
export const Plus = createToken({ name: 'Plus', pattern: '+' });
export const Minus = createToken({ name: 'Minus', pattern: '-' });
export const Star = createToken({ name: 'Star', pattern: '*' });
export const Slash = createToken({ name: 'Slash', pattern: '/' });
export const LParen = createToken({ name: 'LParen', pattern: '(' });
export const RParen = createToken({ name: 'RParen', pattern: ')' });
export const Comma = createToken({ name: 'Comma', pattern: ',' });

export const ALL_TOKENS: TokenType[] = [
  WhiteSpace,
  And,
  Or,
  Not,
  Crosses,
  Above,
  Below,
  True,
  False,
  Name,
  NumberLiteral,
  StringLiteral,
  CompareOp,
  Plus,
  Minus,
  Star,
  Slash,
  LParen,
  RParen,
  Comma,
];

export const scanLexer = new Lexer(ALL_TOKENS, {
  positionTracking: 'full',
  ensureOptimizations: true,
});

/** How an error message names a token the parser expected. */
export const TOKEN_WORDS: ReadonlyMap<TokenType, string> = new Map([
  [NumberLiteral, 'a number'],
  [StringLiteral, 'text in double quotes'],
  [Name, 'a field or function'],
  [True, 'TRUE'],
  [False, 'FALSE'],
  [Not, 'NOT'],
  [Minus, '-'],
  [LParen, '('],
  [RParen, ')'],
  [Comma, ','],
  [CompareOp, 'a comparison (<, <=, >, >=, =, !=)'],
  [Crosses, 'CROSSES'],
  [Above, 'ABOVE'],
  [Below, 'BELOW'],
  [Plus, '+'],
  [Star, '*'],
  [Slash, '/'],
  [And, 'AND'],
  [Or, 'OR'],
]);
