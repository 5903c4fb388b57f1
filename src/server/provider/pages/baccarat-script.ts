// The baccarat table: stakes on player / banker / tie, then the server's hand dealt card by card.
export const BACCARAT_SCRIPT = String.raw`
(function () {
  var G = window.Game;
  var dealer = document.body.getAttribute('data-dealer');
  var RANK = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUIT = ['\u2660', '\u2665', '\u2666', '\u2663'];
  var SUIT_NAME = ['spades', 'hearts', 'diamonds', 'clubs'].map(function (s) { return G.t('baccarat.suits.' + s); });
  var hands = {};
  var table = G.el('div', { class: 'table' });
  ['player', 'banker'].forEach(function (side) {
    var cards = G.el('div', { class: 'cards', 'aria-label': G.t(side === 'player' ? 'baccarat.playerCards' : 'baccarat.bankerCards') });
    var total = G.el('p', { class: 'total', 'aria-live': 'polite' });
    hands[side] = { cards: cards, total: total };
    table.appendChild(G.el('div', { class: 'hand' }, [G.el('h2', { text: G.t('baccarat.' + side) }), cards, total]));
  });
  G.stage.appendChild(G.el('p', { class: 'dealer', text: G.t('baccarat.dealer', { dealer: dealer || G.t('baccarat.autoDealer') }) }));
  G.stage.appendChild(table);
  var stakes = { player: 0, banker: 0, tie: 0 };
  var labels = { player: G.t('baccarat.player') + ' 1:1', banker: G.t('baccarat.banker') + ' 0.95:1', tie: G.t('baccarat.tie') + ' 8:1' };
  var buttons = {};
  G.controls.appendChild(G.stakeSelect('chip', ['1.00', '5.00', '10.00', '50.00', '100.00']));
  ['player', 'banker', 'tie'].forEach(function (side) {
    var b = G.el('button', { type: 'button', class: 'side', 'aria-pressed': 'false' });
    b.addEventListener('click', function () {
      stakes[side] = Math.round((stakes[side] + Number(document.getElementById('chip').value)) * 100) / 100;
      refresh();
    });
    buttons[side] = b;
    G.controls.appendChild(b);
  });
  var clear = G.el('button', { type: 'button', text: G.t('baccarat.clear') });
  var deal = G.el('button', { type: 'button', text: G.t('baccarat.deal') });
  G.controls.appendChild(clear);
  G.controls.appendChild(deal);
  function refresh() {
    Object.keys(buttons).forEach(function (side) {
      buttons[side].textContent = G.t('baccarat.betOn', { side: labels[side] }) + (stakes[side] ? ' (' + stakes[side].toFixed(2) + ')' : '');
      buttons[side].setAttribute('aria-pressed', stakes[side] ? 'true' : 'false');
    });
  }
  refresh();
  clear.addEventListener('click', function () { stakes = { player: 0, banker: 0, tie: 0 }; refresh(); });
  function cardNode(card) {
    var rank = RANK[card % 13], suit = Math.floor(card / 13);
    return G.el('div', { class: 'card' + (suit === 1 || suit === 2 ? ' red' : ''), 'aria-label': G.t('baccarat.card', { rank: rank, suit: SUIT_NAME[suit] }) }, [
      G.el('span', { text: rank }), G.el('span', { class: 'small', text: SUIT[suit] })
    ]);
  }
  deal.addEventListener('click', function () {
    var bets = {};
    Object.keys(stakes).forEach(function (s) { if (stakes[s] > 0) bets[s] = stakes[s].toFixed(2); });
    if (!Object.keys(bets).length) { G.message(G.t('baccarat.placeFirst')); return; }
    var total = Object.keys(bets).reduce(function (s, k) { return s + Number(bets[k]); }, 0);
    deal.disabled = true;
    hands.player.cards.innerHTML = ''; hands.banker.cards.innerHTML = '';
    hands.player.total.textContent = ''; hands.banker.total.textContent = '';
    G.message(G.t('baccarat.dealing'));
    G.round({ stake: total.toFixed(2), bets: bets }).then(function (res) {
      var o = res.outcome;
      var order = [['player', o.player[0]], ['banker', o.banker[0]], ['player', o.player[1]], ['banker', o.banker[1]]];
      if (o.player[2] !== undefined) order.push(['player', o.player[2]]);
      if (o.banker[2] !== undefined) order.push(['banker', o.banker[2]]);
      order.forEach(function (step, i) {
        setTimeout(function () {
          var node = cardNode(step[1]);
          hands[step[0]].cards.appendChild(node);
          requestAnimationFrame(function () { requestAnimationFrame(function () { node.classList.add('dealt'); }); });
          if (i === order.length - 1) setTimeout(function () {
            hands.player.total.textContent = G.t('baccarat.total', { n: o.playerTotal });
            hands.banker.total.textContent = G.t('baccarat.total', { n: o.bankerTotal });
            G.setBalance(res.balance);
            var word = G.t(o.winner === 'tie' ? 'baccarat.tieResult' : o.winner === 'player' ? 'baccarat.playerWins' : 'baccarat.bankerWins');
            var won = Number(res.win_loss) > 0;
            G.message(word + ' ' + o.playerTotal + ' : ' + o.bankerTotal + ' - ' + (won ? G.t('youWin', { payout: res.payout }) : G.t('baccarat.net', { amount: res.win_loss })), won ? 'win' : 'lose');
            G.history(res.ref_no + ': ' + word + ' ' + res.win_loss, won);
            // Each round starts with no chips down, as at a table: the next stake is what the player puts down next.
            stakes = { player: 0, banker: 0, tie: 0 };
            refresh();
            deal.disabled = false;
          }, 500);
        }, i * 650);
      });
    }, function () { deal.disabled = false; });
  });
})();
`;
