import { PictureResponse, type WalletInOnboarding } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
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
    // What is served is the picture decoded and encoded afresh: still a 1×1 PNG.
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 1, height: 1 });
  });

  it('refuses bytes that only begin like an image, and stores nothing', async () => {
    const before = await pictureUrlOf(parent, world.wallets.emma);
    const signatureThenText = Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 16), Buffer.from('this is not a picture at all, only text '.repeat(10))]);
    const fake = await upload(parent, world.wallets.emma, { FileName: 'fake.png', FileType: 'image/png', Base64: signatureThenText.toString('base64') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json<{ reason: string }>().reason).toBe('The file is not a image/png image that can be read');
    const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF but nothing after it')]);
    expect((await upload(parent, world.wallets.emma, { FileName: 'fake.jpg', FileType: 'image/jpeg', Base64: jpegHead.toString('base64') })).statusCode).toBe(400);
    expect(await pictureUrlOf(parent, world.wallets.emma)).toBe(before);
  });

  it('stores a large photo re-encoded, no larger than 1024 pixels and without its metadata', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'camera secret' } } })
      .toBuffer();
    const response = await upload(parent, world.wallets.oliver, { FileName: 'photo.jpg', FileType: 'image/jpeg', Base64: photo.toString('base64') });
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: PictureResponse.parse(response.json()).PictureUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'jpeg', width: 1024, height: 683, exif: undefined });
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
