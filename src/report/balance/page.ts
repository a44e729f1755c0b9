export async function balanceReport(..._: unknown[]): Promise<Record<string, string>> { return {}; }
