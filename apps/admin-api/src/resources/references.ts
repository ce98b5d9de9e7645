import type { ImportReferences } from '../list-engine/import-file.ts';

/**
 * Entities an imported value may have to exist as (ImportColumn.references): the query finding
 * which of a file's values exist, and the entity's name in messages.
 */
export const IMPORT_REFERENCES: ImportReferences = {
  offer: { entity: 'Offer', existing: 'SELECT id AS value FROM admin.offers WHERE id = ANY($1::bigint[])' },
  survey: { entity: 'Survey', existing: 'SELECT id AS value FROM admin.surveys WHERE id = ANY($1::bigint[])' },
  app: { entity: 'App', existing: 'SELECT id AS value FROM core.apps WHERE id = ANY($1::bigint[])' },
  supplier: { entity: 'Supplier', existing: 'SELECT id AS value FROM admin.suppliers WHERE id = ANY($1::bigint[])' },
  supplier_buyer: { entity: 'Supplier buyer', existing: 'SELECT id AS value FROM admin.supplier_buyers WHERE id = ANY($1::bigint[])' },
  question: { entity: 'Question', existing: 'SELECT id AS value FROM admin.questions WHERE id = ANY($1::bigint[])' },
  adjust_app: { entity: 'Adjust app', existing: 'SELECT id AS value FROM admin.adjust_spend_apps WHERE id = ANY($1::int[])' },
  adjust_network: { entity: 'Adjust network', existing: 'SELECT id AS value FROM admin.adjust_spend_networks WHERE id = ANY($1::int[])' },
  country: { entity: 'Country', existing: 'SELECT code::text AS value FROM core.countries WHERE code = ANY($1::bpchar[])' },
};
