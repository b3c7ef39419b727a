import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is plain JavaScript without declarations
import { firstSentence } from '../../codegen/render/functions.mjs';

/*
 * A standalone function's docs open with the first sentence of its method's description (the method holds the
 * rest): the cut falls where a sentence ends, never inside an abbreviation or a code span.
 */
describe('firstSentence (the lead of a standalone function)', () => {
  it.each([
    ['Reads one person. An unknown id gives 404.', 'Reads one person.'],
    ['Lists items, e.g. persons. Then more.', 'Lists items, e.g. persons.'],
    ['Sends `x`. `y` follows.', 'Sends `x`.'],
    ['Approves it! (Once.)', 'Approves it!'],
    ['No stop at all', 'No stop at all'],
    ['  One sentence only.  ', 'One sentence only.'],
    ['Version 1.5 of it. Next.', 'Version 1.5 of it.'],
  ])('%j → %j', (text, lead) => {
    expect(firstSentence(text)).toBe(lead);
  });
});
