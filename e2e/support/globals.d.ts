export {};

declare global {
  interface Window {
    __KK_REMOTES__?: Record<string, { react: unknown; origin: string; bus: { publish(name: string, payload: unknown): void } }>;
  }
}
