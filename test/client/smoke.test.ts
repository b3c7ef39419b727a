import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { makeClient, PERSON_ID, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();

it('gets a person', async () => {
  const rec = recorder();
  server.use(
    http.get(`${SANDBOX}/v1/persons/:id`, async ({ request, params }) => {
      await rec.record(request);
      return HttpResponse.json({ id: params.id, firstName: 'Ada' });
    }),
  );
  const person = await makeClient().persons.get(PERSON_ID);
  expect(person).toEqual({ id: PERSON_ID, firstName: 'Ada' });
  expect(rec.seen[0]?.headers.get('authorization')).toMatch(/^Bearer /);
});
