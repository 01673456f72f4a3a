import { PictureResponse, type WalletInOnboarding } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { DemoWorldIds } from '../../seed/seed';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';

jest.setTimeout(30_000);

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let app: FastifyInstance;
let world: DemoWorldIds;
let parent: string;

const api = useApiHarness({ login: ['parent'] });
beforeAll(() => ({ app, world, tokens: { parent } } = api));

function upload(token: string, walletId: string, image: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/Picture/ChangePicture?walletID=${walletId}`, headers: bearer(token), payload: image });
}

async function pictureUrlOf(token: string, walletId: string): Promise<string | null> {
  const children = (await app.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(token) })).json<WalletInOnboarding[]>();
  return children.find((child) => child.WalletID === walletId)?.PictureUrl ?? null;
}

describe('wallet pictures', () => {
  it('stores a picture, serves it under /blob and shows it on the wallet', async () => {
    const response = await upload(parent, world.wallets.oliver, { FileName: 'oliver.png', FileType: 'image/png', Base64: PNG });
    expect(response.statusCode).toBe(200);
    const { PictureUrl } = PictureResponse.parse(response.json());
    expect(PictureUrl).toMatch(/^\/blob\/wallet-pictures\/[0-9a-f-]{36}$/);
    expect(await pictureUrlOf(parent, world.wallets.oliver)).toBe(PictureUrl);
    const served = await app.inject({ method: 'GET', url: PictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
  });

  it('gives a new address to a new picture and forgets the old one', async () => {
    const first = PictureResponse.parse((await upload(parent, world.wallets.emma, { FileName: 'a.png', FileType: 'image/png', Base64: PNG })).json());
    const second = PictureResponse.parse((await upload(parent, world.wallets.emma, { FileName: 'b.png', FileType: 'image/png', Base64: PNG })).json());
    expect(second.PictureUrl).not.toBe(first.PictureUrl);
    expect((await app.inject({ method: 'GET', url: first.PictureUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.PictureUrl })).statusCode).toBe(200);
  });

  it('removes a picture', async () => {
    const { PictureUrl } = PictureResponse.parse((await upload(parent, world.wallets.emma, { FileName: 'c.png', FileType: 'image/png', Base64: PNG })).json());
    const removed = await app.inject({ method: 'DELETE', url: `/api/Picture/RemovePicture?walletID=${world.wallets.emma}`, headers: bearer(parent) });
    expect(removed.statusCode).toBe(204);
    expect(await pictureUrlOf(parent, world.wallets.emma)).toBeNull();
    expect((await app.inject({ method: 'GET', url: PictureUrl })).statusCode).toBe(404);
  });

  it('checks the type against the bytes and refuses other kinds of file', async () => {
    expect((await upload(parent, world.wallets.emma, { FileName: 'x.jpg', FileType: 'image/jpeg', Base64: PNG })).statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect((await upload(parent, world.wallets.emma, { FileName: 'x.svg', FileType: 'image/svg+xml', Base64: svg })).statusCode).toBe(400);
    expect((await upload(parent, world.wallets.emma, { FileName: 'x.png', FileType: 'image/png', Base64: 'not base64!' })).statusCode).toBe(400);
  });

  it('refuses a picture over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 3);
    Buffer.from(PNG, 'base64').copy(big);
    const response = await upload(parent, world.wallets.emma, { FileName: 'big.png', FileType: 'image/png', Base64: big.toString('base64') });
    expect(response.statusCode).toBe(413);
  });

  it("refuses another family's wallet and a user without the ChangePicture role", async () => {
    const kkpayParent = (await loginAs(app, 'kkpayParent')).AccessToken;
    expect((await upload(kkpayParent, world.wallets.emma, { FileName: 'x.png', FileType: 'image/png', Base64: PNG })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/Picture/RemovePicture?walletID=${world.wallets.oliver}`, headers: bearer(kkpayParent) })).statusCode).toBe(403);
    const dev = (await loginAs(app, 'dev')).AccessToken;
    expect((await upload(dev, world.wallets.dev, { FileName: 'x.png', FileType: 'image/png', Base64: PNG })).statusCode).toBe(403);
    expect(await pictureUrlOf(parent, world.wallets.oliver)).not.toBeNull();
  });

  it('answers 404 for an unknown picture address', async () => {
    expect((await app.inject({ method: 'GET', url: '/blob/wallet-pictures/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
