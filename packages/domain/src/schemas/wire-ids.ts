/**
 * The spec's bodies name a record's id `_id`; inside the code it is `id`. Routes and the web's
 * `api/` files convert with these, once, so no other file sees the wire name.
 */
export type FromWireId<T extends { _id: string }> = Omit<T, '_id'> & { id: string };
export type ToWireId<T extends { id: string }> = Omit<T, 'id'> & { _id: string };

export function fromWireId<T extends { _id: string }>(wire: T): FromWireId<T> {
  const { _id, ...rest } = wire;
  return { id: _id, ...rest };
}

export function toWireId<T extends { id: string }>(item: T): ToWireId<T> {
  const { id, ...rest } = item;
  return { _id: id, ...rest };
}
