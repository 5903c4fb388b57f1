// Terms and conditions and the tournament rules, with the gate's own texts. Every language file
// has the same keys (tests/renderer/i18n.test.ts); sections are rendered in order by pages/terms.
const en = {
  terms: {
    readTitle: 'Terms you have accepted',
    readLink: 'Read the terms and conditions',
    intro: 'Please read the terms and conditions. You need to accept them to continue.',
    updated:
      'The terms have changed since you last accepted them. Please read and accept the new version to continue.',
    tournamentIntro: 'Before your first tournament room, please read and accept the tournament rules.',
    version: 'Version {{version}}, published {{date}}',
    agree: 'I have read and agree to these terms',
    accept: 'Accept',
    decline: 'Decline and log out',
    notNow: 'Not now',
    failed: 'The terms could not be loaded.',
    retry: 'Try again',
    general: {
      title: 'Terms and conditions',
      sections: [
        {
          title: 'Agreement',
          body: 'By using this service you agree to these terms. If you do not agree, decline them and you will be logged out.',
        },
        {
          title: 'Who may play',
          body: 'You must be at least 18 years old and of legal gambling age where you live, and betting must be lawful there. Your account is opened for you by your upline and is for your own use only.',
        },
        {
          title: 'Your account',
          body: 'Keep your password secret and change it at once if you think someone else knows it. You are responsible for every bet placed with your account.',
        },
        {
          title: 'Bets',
          body: 'A bet is accepted only when it shows in your bet list as running. Live bets may wait a few seconds and may be rejected if a goal or a red card happens meanwhile. Bets on obviously wrong prices may be voided.',
        },
        {
          title: 'Limits and settlement',
          body: 'Every account has a minimum stake, a maximum stake and a maximum payout for each sport and market. Bets are settled on the official result; a cancelled or abandoned match is void and the stake is returned.',
        },
        {
          title: 'Credit and payments',
          body: 'Your credit, deposits and withdrawals are handled by your upline. Please contact them about anything concerning your balance.',
        },
        {
          title: 'Responsible gaming',
          body: 'Bet only what you can afford to lose. If betting stops being fun, ask your upline to limit or close your account.',
        },
        {
          title: 'Changes to these terms',
          body: 'The operator may publish a new version of these terms. You will be asked to accept it before you continue.',
        },
      ],
    },
    tournament: {
      title: 'Tournament rules',
      sections: [
        {
          title: 'Rooms',
          body: 'A room is public, private (entered with a 6-digit PIN) or free. You may own one private room at a time. A free public room can be joined once per member and per network address.',
        },
        {
          title: 'Entry fee',
          body: 'The entry fee, from 10 to 1,000, is taken from your balance when you join. It is refunded if you leave before you bet in the room or if the room is cancelled.',
        },
        {
          title: 'Joining and betting',
          body: 'You need an accepted sportsbook bet before you can join. Tournament bets use points on the room matches only; live matches are not allowed.',
        },
        {
          title: 'Prizes',
          body: 'When the room ends, first, second and third place share the prize pool (50%, 30% and 20%). Players tied on points share equally the prizes of the places they occupy together.',
        },
        {
          title: 'Fair play',
          body: 'Playing with several accounts or acting together with other players leads to disqualification and the loss of fees and prizes.',
        },
      ],
    },
  },
};
export type TermsMessages = typeof en;
export default en;
