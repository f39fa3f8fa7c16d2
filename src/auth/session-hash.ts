// Spec 3: the session value is derived from the identity id token. It is the token's SHA-256, so
// local storage never holds a usable token under sessionhash.

/** SHA-256 of the text, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
