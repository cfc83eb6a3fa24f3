/** A token the demo backend (the MSW handlers of the tests) accepts: signs in as the demo client. */
export async function demoToken(): Promise<string> {
  const response = await fetch('http://127.0.0.1:5317/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'password', remember: false }),
  });
  return ((await response.json()) as { token: string }).token;
}
