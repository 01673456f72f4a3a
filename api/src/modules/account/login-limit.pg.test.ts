import { useApiHarness } from '../../test-support/app';

/**
 * PostgreSQL only: the login limit is exact when the guesses arrive together, over two API
 * instances with their own connections.
 */
jest.setTimeout(60_000);

const api = useApiHarness({ secondInstance: true });

it('checks exactly 5 of 30 concurrent wrong passwords for one e-mail and refuses the rest with 429', async () => {
  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      (index % 2 === 0 ? api.app : api.second).inject({
        method: 'POST',
        url: '/api/Account/Login',
        remoteAddress: `10.0.0.${index + 1}`,
        payload: { Email: 'parent@demo.dk', Password: `wrong-${index}` },
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(25);
});
