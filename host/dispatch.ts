// The one gate every raw call passes, whatever the transport: the method must exist, the payload must match its
// zod schema, and the service's answer is always a Result (an unexpected throw becomes an 'internal' error).
import type { z } from 'zod';
import type { MethodName, Result } from './contract.js';
import { LAN_METHODS, REQUEST_SCHEMAS, fail } from './contract.js';
import { SEAT_MAIL_METHODS } from './contract-seat-mail.js';
import type { HostService } from './service.js';

/** True for a name of the contract. */
export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.hasOwn(REQUEST_SCHEMAS, name);
}

/** Summarises a zod error for the caller: where and what, without echoing the payload back. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'payload'}: ${i.message}`)
    .join('; ');
}

/** Validates and runs one call; never throws. A missing payload counts as `{}`. */
export async function dispatch(service: HostService, method: unknown, payload: unknown): Promise<Result<unknown>> {
  if (!isMethodName(method)) return fail('unknown-method', `no method ${JSON.stringify(String(method)).slice(0, 80)}`);
  const parsed = REQUEST_SCHEMAS[method].safeParse(payload === undefined ? {} : payload);
  if (!parsed.success) return fail('malformed', `${method}: ${describeIssues(parsed.error)}`);
  // A notice mail is a remote seat's own (host/lan/hub.ts answers it there); this screen is no remote seat.
  if ((SEAT_MAIL_METHODS as readonly string[]).includes(method)) return fail('unsupported', 'e-mail notices are set on a remote seat\'s own page');
  try {
    // Network play's methods are answered by host/lan, when this host offers it.
    const owner: object | null = (LAN_METHODS as readonly string[]).includes(method) ? service.lan : service;
    if (!owner) return fail('unsupported', 'this host does not offer network play (browser mode: npm run serve -- --lan)');
    // Each schema's output is exactly that method's request type, so this call is type-safe per method.
    const handler = (owner as Record<MethodName, (request: unknown) => Promise<Result<unknown>>>)[method];
    return await handler.call(owner, parsed.data);
  } catch (e) {
    return fail('internal', `${method} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
