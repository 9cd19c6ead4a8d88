import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { basisPointsToRate, findIndianState, paiseToDecimal } from '@satchel/shared';

/** The report's columns, in order (docs/product.md §17). */
export const GST_REPORT_COLUMNS = [
  'section',
  'place_of_supply',
  'hsn_code',
  'rate',
  'quantity',
  'taxable_value',
  'igst',
  'cgst',
  'sgst',
] as const;

interface GstReportRow {
  section: 'B2C' | 'HSN';
  stateCode: string | null;
  hsnCode: string | null;
  rateBp: number | null;
  quantity: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

/**
 * What each tax invoice of the period adds and each credit note takes away: its order's lines, and
 * its delivery and COD charges under the HSN of the line whose rate they took (decision 13); a
 * refunded return's credit note takes away only its returned units, as credited.
 */
const GST_REPORT_SQL = `with documents as (
    select d.order_id, case d.kind when 'INVOICE' then 1 else -1 end as sign, r.id as return_id
      from tax_documents d left join order_returns r on r.credit_note_id = d.id
     where d.issued_on between ?::date and ?::date),
  parts as (
    select o.state_code, l.hsn_code, l.gst_rate_bp as rate_bp, d.sign * l.quantity as quantity,
           d.sign * l.taxable_paise as taxable, d.sign * l.igst_paise as igst, d.sign * l.cgst_paise as cgst,
           d.sign * l.sgst_paise as sgst
      from documents d join orders o on o.id = d.order_id join order_lines l on l.order_id = o.id
     where d.return_id is null
    union all
    select o.state_code, l.hsn_code, l.gst_rate_bp, -r.quantity, -r.taxable_paise, -r.igst_paise, -r.cgst_paise,
           -r.sgst_paise
      from documents d join orders o on o.id = d.order_id
      join order_return_lines r on r.order_return_id = d.return_id join order_lines l on l.id = r.order_line_id
    union all
    select o.state_code, principal.hsn_code, o.charges_gst_rate_bp, 0, d.sign * o.charges_taxable_paise,
           d.sign * o.charges_igst_paise, d.sign * o.charges_cgst_paise, d.sign * o.charges_sgst_paise
      from documents d join orders o on o.id = d.order_id
      cross join lateral (
        select l.hsn_code from order_lines l where l.order_id = o.id
         order by l.gst_rate_bp desc nulls last, l.unit_price_paise::bigint * l.quantity desc, l.id limit 1) principal
     where d.return_id is null and o.delivery_charge_paise + o.cod_fee_paise > 0)
  select 'B2C' as section, state_code as "stateCode", null as "hsnCode", rate_bp as "rateBp",
         sum(quantity)::float8 as quantity, sum(taxable)::float8 as taxable, sum(igst)::float8 as igst,
         sum(cgst)::float8 as cgst, sum(sgst)::float8 as sgst
    from parts group by state_code, rate_bp
  union all
  select 'HSN', null, hsn_code, rate_bp, sum(quantity)::float8, sum(taxable)::float8, sum(igst)::float8,
         sum(cgst)::float8, sum(sgst)::float8
    from parts group by hsn_code, rate_bp
  order by section, "stateCode", "hsnCode", "rateBp"`;

/**
 * The GST report for a period (GET /api/admin/reports/gst): B2C supplies by place of supply and
 * rate, and the HSN summary, from the tax invoices issued in it less its credit notes.
 */
@Injectable()
export class GstReportService {
  constructor(private readonly em: EntityManager) {}

  async csv(from: string, to: string): Promise<string> {
    const rows = await this.em.execute<GstReportRow[]>(GST_REPORT_SQL, [from, to]);
    const lines = rows.map((row) => {
      const state = findIndianState(row.stateCode);
      return [
        row.section,
        row.section === 'B2C' ? (state ? `${state.code}-${state.name}` : '') : '',
        row.hsnCode ?? '',
        String(basisPointsToRate(row.rateBp ?? 0)),
        String(row.quantity),
        ...[row.taxable, row.igst, row.cgst, row.sgst].map(paiseToDecimal),
      ].join(',');
    });
    return [GST_REPORT_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
  }
}
