import type { AgeMethod, AgeOutcome } from '../../contracts/age-verification.ts';

/**
 * The age verification's texts (docs/age-verification.md): what the shopper reads on
 * /verificar-idade and wherever the shop says it sells to adults only.
 */
export const AGE_MESSAGES = {
  pageTitle: 'Confirme sua idade',
  pageLead:
    'A lei proíbe a venda de bebidas alcoólicas a menores de 18 anos e pede que a loja confirme a idade de quem compra, sem aceitar só a declaração. Você confirma uma única vez, e não guardamos documentos.',
  afterRegistration: 'Confirme agora e compre mais rápido.',
  notNow: 'Agora não',
  chooseMethod: 'Escolha como confirmar',
  methods: {
    receita: {
      title: 'Pelo CPF, na Receita Federal',
      text: 'Conferimos o CPF, o nome e a data de nascimento do seu cadastro com a Receita Federal. Leva segundos; ela só responde se os dados conferem.',
      action: 'Confirmar pelo CPF',
    },
    carteira: {
      title: 'Pela carteira digital do celular',
      text: 'Seu celular mostra só a informação “maior de 18 anos” da sua identidade digital, com a sua autorização. Nada mais é compartilhado.',
      action: 'Usar a carteira digital',
    },
    provedor: {
      title: 'Com documento e selfie',
      text: 'Um serviço especializado confere a foto de um documento e uma selfie, em uma página dele. Guardamos só o resultado.',
      action: 'Enviar documento e selfie',
    },
  } satisfies Record<AgeMethod, { title: string; text: string; action: string }>,
  outcomes: {
    confirmed: 'Idade confirmada. Você já pode finalizar a compra.',
    not_confirmed:
      'Não conseguimos confirmar sua idade com esses dados. Confira o CPF, o nome e a data de nascimento do seu cadastro (Minha conta › Meus dados), ou escolha outra forma.',
    minor: 'A venda de bebidas alcoólicas é proibida para menores de 18 anos.',
    unavailable: 'A verificação está indisponível agora. Tente em alguns minutos ou escolha outra forma.',
    cancelled: 'A verificação foi interrompida. Tente de novo ou escolha outra forma.',
    too_many_attempts: 'Você já tentou confirmar 5 vezes hoje. Tente de novo amanhã ou fale conosco.',
  } satisfies Record<AgeOutcome, string>,
  waiting: 'Aguardando o resultado da verificação. Atualize a página em alguns instantes.',
  working: 'Verificando…',
  continueToCheckout: 'Continuar para o pagamento',
  backToShop: 'Voltar à loja',
  noMethod: 'A confirmação de idade está indisponível no momento. Tente mais tarde ou fale conosco.',
  dataChecked: (cpf: string) => `Dados do seu cadastro: CPF ${cpf}.`,
  noCpf: 'Seu cadastro não tem CPF: escolha outra forma de confirmar.',
  /** Confirmed by CPF (level B): a card needs a level-A method (docs/payments.md). */
  forCard: {
    title: 'Para pagar com cartão',
    text: 'Confirmada pelo CPF, sua compra se paga com Pix no seu CPF. Para pagar com cartão, confirme também com documento e selfie ou pela carteira digital.',
  },
} as const;
