import type { HttpError } from '../http-error.js';
import type { RouteContext } from '../router.js';

type Wire = Record<string, unknown>;
type Owned = { businessId: string } & Record<string, unknown>;

/** How the declared operations reach one collection of the simulator's own records. */
export interface Collection {
  /** The records of the collection, by id, for the request's business and path. */
  records(rc: RouteContext): Map<string, Owned>;
  /** The wire view of a record (its fields as the API names them). */
  view?(record: Owned, rc: RouteContext): Wire;
  /** Creates a record through its state machine. */
  create?(rc: RouteContext, params: Wire): Owned;
  /**
   * The refusal of a call naming an item the collection does not hold: a 404 unless the operations on its items
   * document another status (a department's PUT documents 400, not 404).
   */
  unknown?(id: string): HttpError;
  /** Deletes a record (through its state machine when it has one). */
  remove?(rc: RouteContext, id: string): void;
  /**
   * `POST …/{id}/<verb>` moves driven by the state machine, by verb. A move may answer a body of its own (an
   * amendment's id); otherwise the item is answered.
   */
  actions?: Readonly<Record<string, (rc: RouteContext, id: string, params: Wire) => unknown>>;
}
