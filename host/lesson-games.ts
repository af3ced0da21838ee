// The host service's guided first games (issue 24; engine/platform/lesson.ts): a lesson's game opened at its fixed
// position, its card turned, and a finished lesson played on as a normal game.
import type { ModuleEvent } from '../engine/platform/module.js';
import { fail, ok, type RequestOf } from './contract.js';
import { unknownGame, type Reply, type ServiceCore } from './service-core.js';
import { GameSession } from './session.js';

/** A guided first game: the lesson's position built by the engine (its setup and opening played through the
 * module's own checks), its seats as the lesson has them; taught by the session, never autosaved. */
export async function startLesson(core: ServiceCore, req: RequestOf<'startLesson'>): Reply<'startLesson'> {
  const module = core.games.byId(req.game);
  const def = module?.lessons?.find((l) => l.id === req.lesson);
  if (!module || !def) return fail('not-found', `there is no lesson "${req.lesson}" of "${req.game}"`);
  const parsed = module.setupSchema.safeParse(def.setup);
  if (!parsed.success) return fail('internal', `the lesson "${def.id}" has a bad setup`);
  const created = module.createGame(parsed.data);
  let state = created.state;
  const events: ModuleEvent[] = [...(created.events as readonly ModuleEvent[])];
  for (const action of def.opening) {
    const r = module.apply(state, action);
    if (!r.ok) return fail('internal', `the lesson "${def.id}" cannot be set up: ${r.error.message}`);
    state = r.state;
    events.push(...(r.events as readonly ModuleEvent[]));
  }
  const meta = { gameId: core.newId(), title: module.title(parsed.data), kinds: [...def.kinds], createdAt: core.now().toISOString() };
  const session = new GameSession(module, meta, parsed.data, state, [...def.opening], null, null, events);
  session.teach(def);
  return ok(await core.open(session, null));
}

/** The lesson card's Next or Back, and the student's board with the card it turned to. */
export function lessonStep(core: ServiceCore, { gameId, move }: RequestOf<'lessonStep'>): Reply<'lessonStep'> {
  const s = core.session(gameId);
  if (!s) return Promise.resolve(unknownGame(gameId));
  const card = s.turnLesson(move);
  if (!card) return Promise.resolve(fail('wrong-phase', 'this game is no lesson'));
  core.emit(s.screen(false));
  return Promise.resolve(ok(card));
}

/** A finished lesson played on as a normal game: its card gone, autosaved from here, its computers free to move. */
export function lessonPlayOn(core: ServiceCore, { gameId }: RequestOf<'lessonPlayOn'>): Reply<'lessonPlayOn'> {
  const s = core.session(gameId);
  if (!s) return Promise.resolve(unknownGame(gameId));
  if (!s.playOn()) return Promise.resolve(fail('wrong-phase', 'this game is no finished lesson'));
  core.persist(s, 'phase');
  core.emit(s.screen(false));
  core.pump(s);
  return Promise.resolve(ok(s.info()));
}
