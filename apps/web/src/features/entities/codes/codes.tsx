import { offerProviderCode, supplierCode, supplierCodeColour } from '@bo/contract';
import { Badge } from '@mantine/core';

/** Supplier short code from the contract's map: legacy suppliers blue, the others white (specification 01, 3). */
export function SupplierCode({ supplierId }: { supplierId: number }) {
  const colour = supplierCodeColour(supplierId);
  return (
    <Badge
      variant="outline"
      size="sm"
      radius="sm"
      color={colour === 'blue' ? 'blue' : 'gray'}
      c={colour === 'blue' ? 'blue.4' : 'white'}
      data-code-colour={colour}
    >
      {supplierCode(supplierId)}
    </Badge>
  );
}

/** Offer provider short code from the contract's map (specification 01, 3). */
export function OfferProviderCode({ providerId }: { providerId: number }) {
  return (
    <Badge variant="outline" size="sm" radius="sm" color="gray" c="white">
      {offerProviderCode(providerId)}
    </Badge>
  );
}
