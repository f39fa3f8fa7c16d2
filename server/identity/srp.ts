import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server half of Cognito's SRP sign-in (USER_SRP_AUTH), matching the client half in
 * @aws-amplify/auth (providers/cognito/utils/srp): RFC 5054's 3072-bit group with g = 2,
 * k = H(N | g) over padded hex, x = H(salt | H(poolName | userId | ':' | password)), an HKDF key
 * with info 'Caldera Derived Key', and the claim an HMAC over poolName | userId | secret block |
 * timestamp. cognito-local keeps passwords in plain text, so the verifier is derived per sign-in.
 */

const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A0879' +
    '8E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0B' +
    'FF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55' +
    'D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C' +
    '08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718' +
    '3995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458' +
    'DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12F' +
    'FA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB' +
    '3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** Java's BigInteger.toByteArray() as hex, like Amplify's getPaddedHex (positive values only). */
function paddedHex(value: bigint): string {
  const hex = value.toString(16);
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  return /^[89a-f]/.test(even) ? `00${even}` : even;
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const hashOfHex = (hex: string): bigint =>
  BigInt(`0x${sha256(Buffer.from(hex, 'hex')).toString('hex')}`);
const hexToBigInt = (hex: string): bigint => BigInt(`0x${hex}`);

const k = hashOfHex(paddedHex(N) + paddedHex(g));

export interface SrpIdentity {
  /** The part of the user pool id after '_'. */
  poolName: string;
  /** USER_ID_FOR_SRP: the user's internal username. */
  userId: string;
  password: string;
}

/** What the server keeps between the two SRP steps; never leaves the emulator. */
export interface SrpServerState {
  A: bigint;
  saltHex: string;
  b: bigint;
  B: bigint;
  verifier: bigint;
}

function verifierOf({ poolName, userId, password }: SrpIdentity, saltHex: string): bigint {
  const inner = sha256(`${poolName}${userId}:${password}`).toString('hex');
  const x = hashOfHex(paddedHex(hexToBigInt(saltHex)) + inner);
  return modPow(g, x, N);
}

/** Step 1: salt and B for the PASSWORD_VERIFIER challenge; undefined for an invalid SRP_A. */
export function startSrp(identity: SrpIdentity, srpAHex: string): SrpServerState | undefined {
  if (!/^[0-9a-f]{1,2048}$/i.test(srpAHex)) return undefined;
  const A = hexToBigInt(srpAHex);
  if (A % N === 0n) return undefined;
  const saltHex = randomBytes(16).toString('hex');
  const verifier = verifierOf(identity, saltHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(32).toString('hex'));
    const B = (k * verifier + modPow(g, b, N)) % N;
    if (B !== 0n) return { A, saltHex, b, B, verifier };
  }
}

export const srpBHex = (state: SrpServerState): string => state.B.toString(16);

export interface PasswordClaim {
  secretBlock: string;
  timestamp: string;
  signature: string;
}

function hkdf(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex'))
    .update(Buffer.from(paddedHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

/** Step 2: true when the client's claim proves it knows the password. */
export function verifyPasswordClaim(
  identity: Pick<SrpIdentity, 'poolName' | 'userId'>,
  state: SrpServerState,
  claim: PasswordClaim,
): boolean {
  const { A } = state;
  const u = hashOfHex(paddedHex(A) + paddedHex(state.B));
  if (u === 0n) return false;
  const S = modPow((A * modPow(state.verifier, u, N)) % N, state.b, N);
  const expected = createHmac('sha256', hkdf(S, u))
    .update(
      Buffer.concat([
        Buffer.from(identity.poolName, 'utf8'),
        Buffer.from(identity.userId, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const presented = Buffer.from(claim.signature, 'base64');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
