/**
 * Online-payment onboarding calls (spec 03 §2.3–2.6, §7 online-payment registration), v1 legacy
 * (form-encoded, status false + mensagem/erros on refusal):
 * - GET estabelecimento/consultaCep/{cep}: {logradouro, localidade, uf, bairro, complemento} or {erro: true};
 * - GET pagamentoonline/listarMccs; POST listarPagOnCadastro {id_estabelecimento}; POST adicionar;
 * - POST imgidentificacao | imgresidencia | imgatividade (multipart arquivo, id_estabelecimento);
 * - GET listarPlanosTaxas; POST ativarPagOnPlano {id_pagon_cadastro, id_pagon_planos_taxas};
 * - GET otherInfo; GET getTaxAndPlans {planAndTax: {html}};
 * - POST listarBancoRecebimentos {idPagOnCadastro}; ativarPagOnBanco / excluirPagOnBanco {account};
 *   GET listarBancos;
 * and on v2 (the second client) POST bank-accounts/change {account}: creates (no id_pagon_banco) or
 * edits an account. The holder (nome_titular, cnpj_cpf) is always the registration's.
 * Control: POST /control/finance/onboarding {failNext?: 'registration'|'account'|'plan'|'upload', taxHtml?}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REGISTRATION_FIELDS,
  type accountSavedSchema,
  type bankAccountsSchema,
  type banksSchema,
  type BankAccount,
  type cepSchema,
  type documentUploadSchema,
  type feePlanRowsSchema,
  type mccsSchema,
  type onboardingMessageSchema,
  type otherInfoSchema,
  type Registration,
  type RegistrationForm,
  type registrationSchema,
  type taxAndPlansSchema,
} from '../../shared/api/onboarding';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { sessionOf } from '../auth/service';
import { imageTypeOf, readMultipart } from '../catalogue/multipart';
import { IMAGE_PATH } from '../catalogue/input';
import { createCatalogueRepo } from '../catalogue/repo';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { GEO_ADDRESSES } from '../geocoder/addresses';
import { parseOr } from '../validation';
import { BANKS, FEE_ROWS, MCCS, PLAN_PRO, PLAN_STANDARD, planAndTaxHtml } from './onboarding-data';
import { createOnboardingStore, type OnboardingStore } from './onboarding-store';
import {
  validateAccount,
  validateRegistration,
  type AccountInput,
} from '../../shared/finance/onboarding-rules';

export const ONBOARDING_MSG = {
  saved: 'Cadastro salvo com sucesso!',
  invalid: 'Verifique os campos do cadastro.',
  wrongStore: 'Estabelecimento inválido.',
  planActivated: 'Plano ativado com sucesso!',
  planUnknown: 'Plano inválido.',
  accountSaved: 'Conta salva com sucesso!',
  accountActivated: 'Conta ativada com sucesso!',
  accountDeleted: 'Conta excluída com sucesso!',
  accountUnknown: 'Conta não encontrada.',
  accountActive: 'Não é possível excluir a conta ativa.',
  accountInvalid: 'Verifique os dados da conta.',
  uploaded: 'Imagem enviada com sucesso!',
  imageInvalid: 'Envie uma imagem .png, .jpg ou .jpeg de até 5MB.',
  imageMissing: 'Selecione uma imagem.',
  unavailable: 'Serviço de pagamento online indisponível no momento. Tente novamente.',
} as const;

const MAX_IMAGE = 5 * 1024 * 1024;

type FailKind = 'registration' | 'account' | 'plan' | 'upload';
interface Levers {
  failNext: Set<FailKind>;
  taxHtml: string | null;
}
const levers = new WeakMap<SandboxContext, Levers>();
const leversOf = (ctx: SandboxContext): Levers => {
  let l = levers.get(ctx);
  if (!l) levers.set(ctx, (l = { failNext: new Set(), taxHtml: null }));
  return l;
};
const stores = new WeakMap<SandboxContext, OnboardingStore>();
const onboardingOf = (ctx: SandboxContext): OnboardingStore => {
  let s = stores.get(ctx);
  if (!s) stores.set(ctx, (s = createOnboardingStore(ctx)));
  return s;
};

const fieldsOf = (body: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return out;
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v).slice(0, 500);
  }
  return out;
};

const refuse = (mensagem: string, erros: string[] = [mensagem]) => ({
  status: false as const,
  mensagem,
  erros,
});

export function onboardingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const data = onboardingOf(ctx);
  const storeOf = (request: FastifyRequest) => sessionOf(request).establishment.id;
  const failing = (kind: FailKind) => leversOf(ctx).failNext.delete(kind);
  const sameStore = (request: FastifyRequest, value: string | undefined) =>
    value === undefined || value.trim() === String(storeOf(request));

  app.get<{ Params: { cep: string } }>('/estabelecimento/consultaCep/:cep', async (request) => {
    const cep = request.params.cep.replace(/\D/g, '');
    const hit = cep.length === 8 ? GEO_ADDRESSES.find((a) => a.cep.replace(/\D/g, '') === cep) : undefined;
    if (!hit) return { erro: true };
    return {
      cep: hit.cep,
      logradouro: hit.street,
      complemento: '',
      bairro: hit.bairro,
      localidade: hit.city,
      uf: hit.uf,
    } satisfies z.input<typeof cepSchema>;
  });

  app.get(
    '/pagamentoonline/listarMccs',
    async () => ({ status: true, obj: MCCS }) satisfies { status: true } & z.input<typeof mccsSchema>,
  );

  app.post(
    '/pagamentoonline/listarPagOnCadastro',
    { config: { errorField: 'mensagem' } },
    async (request) => {
      const f = fieldsOf(request.body);
      if (!sameStore(request, f.id_estabelecimento)) return refuse(ONBOARDING_MSG.wrongStore);
      const reg = data.registration(storeOf(request));
      const acceptsOnline = ctx.repo.establishment(storeOf(request))?.accepts_online ? '1' : '0';
      return { status: true, obj: { ...reg, aceita_pgto_online: acceptsOnline } } satisfies {
        status: true;
      } & z.input<typeof registrationSchema>;
    },
  );

  app.post('/pagamentoonline/adicionar', { config: { errorField: 'mensagem' } }, async (request) => {
    const f = fieldsOf(request.body);
    if (!sameStore(request, f.id_estabelecimento)) return refuse(ONBOARDING_MSG.wrongStore);
    if (failing('registration')) return refuse(ONBOARDING_MSG.unavailable);
    const form = Object.fromEntries(
      REGISTRATION_FIELDS.map((k) => [k, (f[k] ?? '').trim()]),
    ) as RegistrationForm;
    const problems = validateRegistration(
      form,
      MCCS.map((m) => m.code),
    );
    if (problems.length > 0) return refuse(ONBOARDING_MSG.invalid, problems);
    const id = storeOf(request);
    const before = data.registration(id);
    const next: Registration = {
      ...before,
      ...form,
      est_cnpj: form.tipo === 'J' ? form.est_cnpj.replace(/\D/g, '') : '',
      dataCriacao: f.dataCriacao?.slice(0, 30) || before.dataCriacao,
    };
    data.saveRegistration(id, next);
    return { status: true, mensagem: ONBOARDING_MSG.saved, erros: [], obj: next } satisfies {
      status: true;
    } & z.input<typeof onboardingMessageSchema>;
  });

  // Document images (multipart: arquivo + id_estabelecimento), stored like the catalogue's photos.
  const KINDS = {
    imgidentificacao: 'est_imgIdentificacao',
    imgresidencia: 'est_imgResidencia',
    imgatividade: 'est_imgAtividade',
  } as const;
  const images = createCatalogueRepo(ctx.db);
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE + 64 * 1024 },
      (_req, raw, done) => done(null, raw),
    );
    for (const [path, field] of Object.entries(KINDS)) {
      scope.post(`/pagamentoonline/${path}`, { config: { errorField: 'mensagem' } }, async (request) => {
        const form = await readMultipart(request.headers['content-type'], request.body);
        if (!form) return refuse(ONBOARDING_MSG.imageMissing);
        if (!sameStore(request, form.fields.id_estabelecimento)) return refuse(ONBOARDING_MSG.wrongStore);
        const file = form.files.arquivo;
        if (!file) return refuse(ONBOARDING_MSG.imageMissing);
        const mime = imageTypeOf(file.data, ['image/png', 'image/jpeg']);
        if (!mime || file.data.length > MAX_IMAGE) return refuse(ONBOARDING_MSG.imageInvalid);
        if (failing('upload')) return refuse(ONBOARDING_MSG.unavailable);
        const id = storeOf(request);
        const token = images.saveImage(id, mime, file.data, ctx.now().getTime());
        const url = ctx.absolute(`${SANDBOX_PREFIXES.v1}${IMAGE_PATH}${token}`);
        data.saveRegistration(id, { ...data.registration(id), [field]: url });
        return { status: true, mensagem: ONBOARDING_MSG.uploaded, url_imagem: url, erros: [] } satisfies {
          status: true;
        } & z.input<typeof documentUploadSchema>;
      });
    }
  });

  app.get(
    '/pagamentoonline/listarPlanosTaxas',
    async () =>
      ({ status: true, obj: FEE_ROWS }) satisfies { status: true } & z.input<typeof feePlanRowsSchema>,
  );

  app.post('/pagamentoonline/ativarPagOnPlano', { config: { errorField: 'mensagem' } }, async (request) => {
    const f = fieldsOf(request.body);
    const id = storeOf(request);
    const reg = data.registration(id);
    if ((f.id_pagon_cadastro ?? '').trim() !== reg.id_pagon_cadastro)
      return refuse(ONBOARDING_MSG.wrongStore);
    const plan = Number(f.id_pagon_planos_taxas);
    if (plan !== PLAN_STANDARD && plan !== PLAN_PRO) return refuse(ONBOARDING_MSG.planUnknown);
    if (failing('plan')) return refuse(ONBOARDING_MSG.unavailable);
    data.saveRegistration(id, { ...reg, id_pagon_planos_taxas: String(plan) });
    return { status: true, mensagem: ONBOARDING_MSG.planActivated } satisfies { status: true } & z.input<
      typeof onboardingMessageSchema
    >;
  });

  app.get('/pagamentoonline/otherInfo', async (request) => {
    const id = storeOf(request);
    const reg = data.registration(id);
    const holder = data.holder(id);
    return {
      status: true,
      data: {
        id_estabelecimento: String(id),
        cnpj_cpf: holder.cnpj_cpf,
        razao_social: holder.nome_titular,
        tipo: reg.tipo,
      },
    } satisfies { status: true } & z.input<typeof otherInfoSchema>;
  });

  app.get('/pagamentoonline/getTaxAndPlans', async (request) => {
    const reg = data.registration(storeOf(request));
    const html = leversOf(ctx).taxHtml ?? planAndTaxHtml(Number(reg.id_pagon_planos_taxas));
    return { status: true, planAndTax: { html } } satisfies { status: true } & z.input<
      typeof taxAndPlansSchema
    >;
  });

  app.get(
    '/pagamentoonline/listarBancos',
    async () => ({ status: true, obj: BANKS }) satisfies { status: true } & z.input<typeof banksSchema>,
  );

  app.post(
    '/pagamentoonline/listarBancoRecebimentos',
    { config: { errorField: 'mensagem' } },
    async (request) => {
      const f = fieldsOf(request.body);
      const id = storeOf(request);
      const reg = data.registration(id);
      if ((f.idPagOnCadastro ?? '').trim() !== reg.id_pagon_cadastro)
        return refuse(ONBOARDING_MSG.wrongStore);
      return { status: true, obj: data.accounts(id) } satisfies { status: true } & z.input<
        typeof bankAccountsSchema
      >;
    },
  );

  const accountFrom = (request: FastifyRequest): BankAccount | null => {
    const f = fieldsOf(request.body);
    const n = Number(f.id_pagon_banco);
    return Number.isInteger(n) && n > 0 ? (data.account(storeOf(request), n) ?? null) : null;
  };

  app.post('/pagamentoonline/ativarPagOnBanco', { config: { errorField: 'mensagem' } }, async (request) => {
    const account = accountFrom(request);
    if (!account) return refuse(ONBOARDING_MSG.accountUnknown);
    if (failing('account')) return refuse(ONBOARDING_MSG.unavailable);
    data.activate(storeOf(request), Number(account.id_pagon_banco));
    return { status: true, mensagem: ONBOARDING_MSG.accountActivated } satisfies { status: true } & z.input<
      typeof onboardingMessageSchema
    >;
  });

  app.post('/pagamentoonline/excluirPagOnBanco', { config: { errorField: 'mensagem' } }, async (request) => {
    const account = accountFrom(request);
    if (!account) return refuse(ONBOARDING_MSG.accountUnknown);
    if (account.status === 'S') return refuse(ONBOARDING_MSG.accountActive);
    if (failing('account')) return refuse(ONBOARDING_MSG.unavailable);
    data.remove(storeOf(request), Number(account.id_pagon_banco));
    return { status: true, mensagem: ONBOARDING_MSG.accountDeleted } satisfies { status: true } & z.input<
      typeof onboardingMessageSchema
    >;
  });
}

/** v2 (second client): POST bank-accounts/change. */
export function bankAccountChangeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const data = onboardingOf(ctx);
  app.post('/bank-accounts/change', { config: { errorField: 'mensagem' } }, async (request) => {
    const f = fieldsOf(request.body);
    const storeId = sessionOf(request).establishment.id;
    const existing = f.id_pagon_banco ? Number(f.id_pagon_banco) : null;
    if (existing !== null && !data.account(storeId, existing)) return refuse(ONBOARDING_MSG.accountUnknown);
    const holder = data.holder(storeId);
    const input: AccountInput = {
      tipo_pagamento: f.tipo_pagamento ?? '',
      chave: f.chave ?? '',
      tipo_conta: f.tipo_conta ?? '',
      banco: f.banco ?? '',
      agencia: f.agencia ?? '',
      agencia_dig: f.agencia_dig ?? '',
      conta: f.conta ?? '',
    };
    const problems = validateAccount(
      input,
      BANKS.map((b) => b.cod),
    );
    const sentHolder = (f.cnpj_cpf ?? '').replace(/\D/g, '');
    if (sentHolder !== '' && sentHolder !== holder.cnpj_cpf)
      problems.push('A conta deve pertencer ao titular do cadastro.');
    if (problems.length > 0) return refuse(ONBOARDING_MSG.accountInvalid, problems);
    if (leversOf(ctx).failNext.delete('account')) return refuse(ONBOARDING_MSG.unavailable);
    const bank = BANKS.find((b) => b.cod === input.banco);
    const id = data.saveAccount(storeId, existing, {
      tipo_pagamento: input.tipo_pagamento as BankAccount['tipo_pagamento'],
      chave: input.tipo_pagamento === 'CHAVE' ? input.chave : '',
      tipo_conta: input.tipo_conta as BankAccount['tipo_conta'],
      banco: bank?.cod ?? '',
      nome: bank?.banco ?? '',
      agencia: input.agencia,
      agencia_dig: input.agencia_dig,
      conta: input.conta,
      ...holder,
    });
    return {
      status: true,
      mensagem: ONBOARDING_MSG.accountSaved,
      erros: [],
      obj: data.account(storeId, id),
    } satisfies { status: true } & z.input<typeof accountSavedSchema>;
  });
}

const controlBody = z
  .object({
    failNext: z.enum(['registration', 'account', 'plan', 'upload']).optional(),
    taxHtml: z.string().max(20_000).nullable().optional(),
  })
  .strict();

export function controlOnboardingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/finance/onboarding', async (request) => {
    const b = parseOr(
      controlBody,
      request.body ?? {},
      () => new HttpError(400, { ok: false, message: 'Parâmetros inválidos.' }),
    );
    const l = leversOf(ctx);
    if (b.failNext) l.failNext.add(b.failNext);
    if (b.taxHtml !== undefined) l.taxHtml = b.taxHtml;
    return { ok: true };
  });
}
