import type { ReactNode } from 'react';
import { EntityLabel } from './EntityLabel.tsx';
import { entityTargets } from './entity-target.ts';

type Id = string | number;

/** The labels of specification 01, 2.8 without a hover card (the hover cards use them, so they live apart from labels.tsx). */
export function SupplierLabel({ supplierId, children }: { supplierId: Id; children?: ReactNode }) {
  return <EntityLabel target={entityTargets.supplier(supplierId)}>{children ?? supplierId}</EntityLabel>;
}

export function SupplierBuyerLabel({ supplierBuyerId, children }: { supplierBuyerId: Id; children?: ReactNode }) {
  return <EntityLabel target={entityTargets.supplierBuyer(supplierBuyerId)}>{children ?? supplierBuyerId}</EntityLabel>;
}

/** The buyers list filtered to one buyer's own id (supplier_buyers {filterSupplierBuyer}). */
export function SupplierBuyersLabel({ supplierBuyerId, children }: { supplierBuyerId: Id; children?: ReactNode }) {
  return <EntityLabel target={entityTargets.supplierBuyers(supplierBuyerId)}>{children ?? supplierBuyerId}</EntityLabel>;
}

export function AppLabel({ appId, children }: { appId: Id; children?: ReactNode }) {
  return <EntityLabel target={entityTargets.app(appId)}>{children ?? appId}</EntityLabel>;
}
