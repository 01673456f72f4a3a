/** Sends the browser to the provider's page (MobilePay's agreement page); its own module so tests can watch it. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
