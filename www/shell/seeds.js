// Seeds shared by every page: "New seed" draws a fresh 64-bit seed from the wasm module's
// freshSeed() (getrandom's js backend, src/web/io.rs), shown in the seed field.
//
// API
//   freshSeed(wasm) -> string         a new seed as decimal text
//   newSeedButton(wasm, button, input, then)
//                                     clicking `button` puts a fresh seed in `input`, then then()

export function freshSeed(wasm) {
  if (typeof wasm.freshSeed === 'function') return wasm.freshSeed();
  // A module built before freshSeed existed: the same source, read directly.
  const w = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(w[0]) << 32n) | BigInt(w[1])).toString();
}

export function newSeedButton(wasm, button, input, then) {
  button.addEventListener('click', () => {
    input.value = freshSeed(wasm);
    then?.();
  });
}
