/**
 * Reference data of the online-payment onboarding (spec 03 §3): the bank list (cod, banco, ispb),
 * the MCC categories (code, category, description), the two fee plans' rows and the plan-and-fee
 * HTML of getTaxAndPlans.
 */
import type { BankListItem, FeePlanRow, MccItem } from '../../shared/api/onboarding';

export const BANKS: readonly BankListItem[] = [
  { cod: '001', banco: 'Banco do Brasil S.A.', ispb: '00000000' },
  { cod: '033', banco: 'Banco Santander (Brasil) S.A.', ispb: '90400888' },
  { cod: '041', banco: 'Banco do Estado do Rio Grande do Sul S.A.', ispb: '92702067' },
  { cod: '077', banco: 'Banco Inter S.A.', ispb: '00416968' },
  { cod: '104', banco: 'Caixa Econômica Federal', ispb: '00360305' },
  { cod: '197', banco: 'Stone Pagamentos S.A.', ispb: '16501555' },
  { cod: '208', banco: 'Banco BTG Pactual S.A.', ispb: '30306294' },
  { cod: '212', banco: 'Banco Original S.A.', ispb: '92894922' },
  { cod: '237', banco: 'Banco Bradesco S.A.', ispb: '60746948' },
  { cod: '260', banco: 'Nu Pagamentos S.A.', ispb: '18236120' },
  { cod: '290', banco: 'PagSeguro Internet S.A.', ispb: '08561701' },
  { cod: '323', banco: 'Mercado Pago', ispb: '10573521' },
  { cod: '336', banco: 'Banco C6 S.A.', ispb: '31872495' },
  { cod: '341', banco: 'Itaú Unibanco S.A.', ispb: '60701190' },
  { cod: '380', banco: 'PicPay Serviços S.A.', ispb: '22896431' },
  { cod: '422', banco: 'Banco Safra S.A.', ispb: '58160789' },
  { cod: '655', banco: 'Banco Votorantim S.A.', ispb: '59588111' },
  { cod: '748', banco: 'Banco Cooperativo Sicredi S.A.', ispb: '01181521' },
  { cod: '756', banco: 'Banco Cooperativo do Brasil S.A. (Sicoob)', ispb: '02038232' },
];

export const MCCS: readonly MccItem[] = [
  { code: '5812', category: 'Alimentação', description: 'Restaurantes' },
  { code: '5814', category: 'Alimentação', description: 'Lanchonetes e fast food' },
  { code: '5462', category: 'Alimentação', description: 'Padarias' },
  { code: '5441', category: 'Alimentação', description: 'Doceiras e confeitarias' },
  { code: '5499', category: 'Alimentação', description: 'Lojas de conveniência e mercearias' },
  { code: '5411', category: 'Alimentação', description: 'Supermercados' },
  { code: '5813', category: 'Bebidas', description: 'Bares e casas noturnas' },
  { code: '5921', category: 'Bebidas', description: 'Distribuidoras de bebidas' },
  { code: '5912', category: 'Saúde', description: 'Farmácias e drogarias' },
  { code: '5995', category: 'Pet', description: 'Pet shops e rações' },
  { code: '5992', category: 'Varejo', description: 'Floriculturas' },
  { code: '5311', category: 'Varejo', description: 'Lojas de departamento' },
];

export const PLAN_STANDARD = 1;
export const PLAN_PRO = 2;

const BRANDS = ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express'] as const;

const pct = (n: number) => n.toFixed(2);

/** Standard: debit 1.99 %, credit 1x 3.49 % + 0.60 per extra instalment; Pro is cheaper. */
function rowsOf(plan: number): FeePlanRow[] {
  const debit = plan === PLAN_PRO ? 1.49 : 1.99;
  const credit = plan === PLAN_PRO ? 2.99 : 3.49;
  const step = plan === PLAN_PRO ? 0.45 : 0.6;
  const rows: FeePlanRow[] = [];
  BRANDS.forEach((bandeira, b) => {
    const extra =
      bandeira === 'American Express' ? 0.5 : bandeira === 'Elo' || bandeira === 'Hipercard' ? 0.2 : 0;
    if (bandeira !== 'American Express') {
      rows.push({
        id_pagon_plano: String(plan),
        tipo: 'Débito',
        bandeira,
        parcelas: '1',
        taxas: pct(debit + extra),
      });
    }
    for (let p = 1; p <= 12; p += 1) {
      rows.push({
        id_pagon_plano: String(plan),
        tipo: 'Crédito',
        bandeira: BRANDS[b] ?? bandeira,
        parcelas: String(p),
        taxas: pct(credit + extra + step * (p - 1)),
      });
    }
  });
  return rows;
}

export const FEE_ROWS: readonly FeePlanRow[] = [...rowsOf(PLAN_STANDARD), ...rowsOf(PLAN_PRO)];

/** The getTaxAndPlans HTML for a plan (server-supplied: the screen sanitizes it). */
export function planAndTaxHtml(plan: number): string {
  const name = plan === PLAN_PRO ? 'Pro' : 'Standard';
  const debit = plan === PLAN_PRO ? '1,49%' : '1,99%';
  const credit = plan === PLAN_PRO ? '2,99%' : '3,49%';
  return [
    `<h3>Plano ${name}</h3>`,
    '<p>Os valores das vendas com pagamento online são depositados na <strong>conta ativa</strong>:',
    ' débito em <strong>1 dia</strong> e crédito em <strong>30 dias</strong>.</p>',
    '<ul>',
    `<li>Débito a partir de ${debit} por venda</li>`,
    `<li>Crédito à vista a partir de ${credit} por venda</li>`,
    '<li>Pix: 0,99% por venda</li>',
    '</ul>',
    '<p>Consulte as taxas por bandeira e parcela em <a href="https://www.example.com/taxas" target="_blank">taxas e prazos</a>.</p>',
  ].join('');
}
