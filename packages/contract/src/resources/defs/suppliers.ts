import { activeOptions, defineResource, linkTo } from '../define.ts';

export const suppliersResource = defineResource({
  name: 'suppliers',
  url: '/api/suppliers',
  routeName: 'suppliers',
  title: 'Suppliers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.supplier('id') },
    { key: 'name', label: 'Name', type: 'text', sortable: true, link: linkTo.supplier('id') },
    { key: 'status', label: 'Status', type: 'status', sortable: true },
    { key: 'buyers_count', label: 'Buyers', type: 'number' },
    { key: 'surveys_count', label: 'Surveys', type: 'number' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Supplier IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'status', label: 'Status', kind: 'select', optionsFrom: activeOptions },
  ],
  search: 'Supplier id or name',
  detail: { routeName: 'supplier_details', entity: 'Supplier' },
});

export const supplierBuyersResource = defineResource({
  name: 'supplier_buyers',
  url: '/api/supplier-buyers',
  routeName: 'supplier_buyers',
  title: 'Supplier Buyers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.supplierBuyer('id') },
    { key: 'supplier_id', label: 'Supplier ID', type: 'id', sortable: true, link: linkTo.supplier() },
    { key: 'supplier_name', label: 'Supplier', type: 'text', link: linkTo.supplier() },
    { key: 'supplier_buyer_id', label: 'Supplier Buyer ID', type: 'text', sortable: true },
    { key: 'supplier_buyer_name', label: 'Buyer', type: 'text', sortable: true, link: linkTo.supplierBuyer('id') },
    { key: 'surveys_count', label: 'Surveys', type: 'number' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'supplier_buyer_id', label: 'Supplier Buyer ID', kind: 'equality', valueType: 'text' },
    { key: 'supplier_buyer_name', label: 'Buyer', kind: 'text' },
  ],
  search: 'Buyer id or name',
  detail: { routeName: 'supplier_buyer_details', entity: 'Supplier buyer' },
});
