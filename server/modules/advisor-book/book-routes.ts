import type { Book } from '../../../src/features/advisor-book/model/book-contract';
import { bookSchema } from '../../../src/features/advisor-book/model/book-contract';
import { readRoute, type GatewayRoute } from '../../api/route';
import { negotiatedBody } from '../../compression';
import { shared } from '../../openapi/shared-schema';
import { bookOf } from './book-service';

/** The client book (issue 15, Deliver 2). */
export const bookRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/book',
    operationId: 'getClientBook',
    summary: 'The adviser’s book: assets under advice, clients by status and risk, and actions',
    description:
      'Only the caller’s own clients. Assets under advice are holdings at the latest close plus ' +
      'cash. The action list is ranked by urgency (docs/client-book.md has the rules). The book ' +
      'is kept in memory until a write or a job commits, the data-update time changes, or 30 s ' +
      'pass; computedAt says when it was made.',
    tag: 'Adviser book',
    access: ['A'],
    response: {
      description: 'The book',
      schema: shared<Book>(bookSchema, 'ClientBook'),
    },
    handler: async ({ caller, deps, c }) => {
      const answer = await bookOf(deps.db, caller);
      // The same bytes, compressed once per book, for every request until the book changes.
      const { bytes: body, encoding } = await negotiatedBody(
        answer,
        c.req.header('Accept-Encoding'),
      );
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      return new Response(body, { status: 200, headers });
    },
  }),
];
