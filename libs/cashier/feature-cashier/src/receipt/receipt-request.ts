/** Which transaction `/cashier/receipt` prints: `type` deposit (the default) or withdrawal, and `id` (none: the latest). */
export interface ReceiptRequest {
  kind: 'deposit' | 'withdrawal';
  id: number | null;
}

export function receiptRequestOf(search: string): ReceiptRequest {
  const params = new URLSearchParams(search);
  const id = Number(params.get('id'));
  return {
    kind: params.get('type') === 'withdrawal' ? 'withdrawal' : 'deposit',
    id: Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null,
  };
}
