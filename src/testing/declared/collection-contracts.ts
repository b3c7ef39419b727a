import { badRequest } from '../http-error.js';
import type { SeededRandom } from '../random.js';
import type { RouteContext } from '../router.js';
import type { PersonRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';
import type { Collection } from './collection.js';
import { servedLink } from './linked-documents.js';
import { isObject, type Wire } from './wire.js';

/*
 * Contracts as the service keeps them: a contract made from a template is sent to both parties at once, titled
 * with the person's name and the template's, and waits for the business's signature, then the person's. Only a
 * completed (fully signed) contract has a document to download. The seed builds its contracts from the same
 * parts (seed-contracts.ts).
 */

type Owned = { businessId: string } & Wire;

/** The status of a contract just sent: both parties are asked to sign, the business first. */
export const SENT_STATUS = 'awaiting business signature';

/** The status of a contract both parties signed: the only one with a document to download. */
export const SIGNED_STATUS = 'completed';

/** How long a contract's download link works, in seconds. */
const DOWNLOAD_SECONDS = 15 * 60;

const CONTRACTS = '/v1/contracts';
const TEMPLATES = '/v1/contract-templates';

/** Who signs a contract: a name and the e-mail the signature request goes to. */
export interface Signer {
  readonly name: string;
  readonly email: string;
}

/**
 * The person's side of a contract: the person's name and e-mail as stored.
 * @throws never.
 * @example
 * ```ts
 * personSigner(person); // { name: 'Grace Perlman', email: 'grace.perlman.2@acme.example' }
 * ```
 */
export function personSigner(person: Pick<PersonRecord, 'firstName' | 'lastName' | 'email'>): Signer {
  return { name: `${person.firstName} ${person.lastName}`, email: person.email };
}

/**
 * A contract's title: the person's name, then the template's.
 * @throws never.
 * @example
 * ```ts
 * contractName(person, 'Standard Global Contractor Agreement'); // 'Jane Doe - Standard Global Contractor Agreement'
 * ```
 */
export function contractName(person: Pick<PersonRecord, 'firstName' | 'lastName'>, template: string): string {
  return `${person.firstName} ${person.lastName} - ${template}`;
}

/**
 * One signature per party, in signing order (the business's signer first, then the person), each with its own
 * id; a party `signedAt` gives a time for (Unix seconds) signed then, having last opened it to sign, the others
 * unsigned.
 * @throws never.
 * @example
 * ```ts
 * signaturesOf(random, [sender, personSigner(person)]).map((s) => s.status); // ['unsigned', 'unsigned']
 * ```
 */
export function signaturesOf(
  random: SeededRandom,
  parties: readonly Signer[],
  signedAt: (order: number) => number | undefined = () => undefined,
): Wire[] {
  return parties.map((party, order) => {
    const at = signedAt(order);
    return {
      id: random.uuid(),
      emailAddress: party.email,
      name: party.name,
      order,
      status: at === undefined ? 'unsigned' : 'signed',
      ...(at === undefined ? {} : { signedAt: at, lastViewedAt: at }),
    };
  });
}

/**
 * What a contract's `sender` lacks for the contract to be sent: the business's signer needs a name and an
 * e-mail to receive the request to sign (`{}` when it has both).
 * @throws never.
 * @example
 * ```ts
 * senderProblems({ sender: { name: 'Acme HR' } }); // { 'sender.email': 'is required: …' }
 * ```
 */
export function senderProblems(body: Wire): Record<string, string> {
  const sender = isObject(body.sender) ? body.sender : {};
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  const problems: Record<string, string> = {};
  if (blank(sender.name))
    problems['sender.name'] = 'is required: the business signs the contract under this name';
  if (blank(sender.email))
    problems['sender.email'] = 'is required: the request to sign the contract is sent to this address';
  return problems;
}

/**
 * Sets on a contract made by `POST /v1/contracts` what the service sets when it sends one: the status
 * {@link SENT_STATUS}, a title of the person's name and the template's, an unsigned signature for the sender
 * and one for the person (name and e-mail as stored), and no custom document. The sender and the notification
 * switch are instructions, not fields of the contract. Its body was checked first (the person and the
 * template are the business's, the sender has a name and an e-mail).
 * @throws never.
 * @example
 * ```ts
 * sendContract(rc, record); // record.status === 'awaiting business signature'
 * ```
 */
export function sendContract(rc: RouteContext, record: Wire): void {
  const sender = record.sender as Signer;
  delete record.sender;
  delete record.suppressNotification;
  const person = rc.ctx.state.persons.get(String(record.personId));
  if (person === undefined) return;
  const template = templateNamed(rc, record.templateId);
  Object.assign(record, {
    status: SENT_STATUS,
    name: contractName(person, String(template?.name ?? 'Agreement')),
    signatures: signaturesOf(rc.ctx.random, [sender, personSigner(person)]),
    customContractAttached: false,
  });
}

/** A template of the business's catalog (`GET /v1/contract-templates`, stored once listed or named), by id. */
function templateNamed(rc: RouteContext, id: unknown): Wire | undefined {
  const catalog = rc.ctx.state.documents.get(documentKey(rc.principal.business.id, TEMPLATES));
  const data: unknown[] = Array.isArray(catalog?.data) ? catalog.data : [];
  return data.find((template): template is Wire => isObject(template) && template.id === id);
}

/**
 * A contract as the API answers it. The answer to `POST /v1/contracts` also says how the person is told (a
 * subject and a title naming the business). With `includeDownloadUrl=true`, a read of a completed contract
 * also holds a link to its signed document, which the simulator serves below the request's base (a small PDF
 * naming the contract), and when the link stops working: issued for a window of the clock like every document
 * link, so reads within a window answer the same link, valid 12 to 15 minutes ahead (403 after). A contract
 * not yet signed by both has none.
 * @throws never.
 * @example
 * ```ts
 * contractView(contract, rc).downloadUrl; // 'http://127.0.0.1:4010/_files/contracts/….pdf?expires=…'
 * ```
 */
export function contractView(record: Wire, rc: RouteContext): Wire {
  if (rc.request.method === 'POST') {
    const business = rc.principal.business.name;
    return {
      ...record,
      subject: 'A contract is waiting for your signature',
      title: `${business} sent you a contract to sign`,
    };
  }
  if (record.status !== SIGNED_STATUS || rc.query.get('includeDownloadUrl') !== 'true') return record;
  const path = `contracts/${encodeURIComponent(String(record.id))}.pdf`;
  const { url, expiresAt } = servedLink(rc, path, DOWNLOAD_SECONDS * 1000);
  return { ...record, downloadUrl: url, downloadUrlExpiresAt: Math.floor(expiresAt / 1000) };
}

/**
 * `POST /v1/contracts-upload`: a contract signed outside the service, attached to a person from a PDF uploaded
 * for it (purpose `contract`). It is stored complete, under the name sent, with the uploaded document as its
 * custom contract and no signatures to collect; it reads, lists and links to its document like any completed
 * contract. No `contract.created` follows: that event names the template a contract was made from.
 * @throws HttpError 400 when the file was uploaded for another purpose; nothing is stored then.
 * @example
 * ```ts
 * attachSignedContract(rc, { personId, fileId, contractName: 'Signed NDA' }).status; // 'completed'
 * ```
 */
export function attachSignedContract(rc: RouteContext, params: Wire): Wire {
  const purpose = rc.ctx.state.uploads.get(String(params.fileId))?.purpose;
  if (purpose !== 'contract')
    throw badRequest({
      fileId: `was uploaded for ${String(purpose)}: a signed contract is uploaded with purpose contract`,
    });
  const id = rc.ctx.random.uuid();
  const contract: Wire = {
    id,
    status: SIGNED_STATUS,
    personId: params.personId,
    name: params.contractName,
    signatures: [],
    createdAt: Math.floor(rc.ctx.now() / 1000),
    customContractAttached: true,
  };
  contractCollection.records(rc).set(id, contract as Owned);
  return { ...contract };
}

/**
 * The contracts of the caller's business (stored per business, as the declared creates store them), read
 * through {@link contractView}.
 * @throws never.
 * @example
 * ```ts
 * contractCollection.records(rc).get(contractId)?.status; // 'completed'
 * ```
 */
export const contractCollection: Collection = {
  records: (rc) => {
    const key = `${rc.principal.business.id} ${CONTRACTS}`;
    let records = rc.ctx.state.records.get(key);
    if (records === undefined) {
      records = new Map();
      rc.ctx.state.records.set(key, records);
    }
    return records as Map<string, Owned>;
  },
  view: (record, rc) => contractView(record, rc),
};
