// Lucky dice: Big or Small on three dice rolled by the server.
export const DICE_SCRIPT = String.raw`
(function () {
  var G = window.Game;
  var FACE = ['', '\u2680', '\u2681', '\u2682', '\u2683', '\u2684', '\u2685'];
  var box = G.el('div', { class: 'dice', role: 'group', 'aria-label': G.t('dice.dice') });
  var dice = [1, 2, 3].map(function (n) { var d = G.el('div', { class: 'die', text: FACE[n], 'aria-label': G.t('dice.die', { n: n }) }); box.appendChild(d); return d; });
  G.stage.appendChild(box);
  G.stage.appendChild(G.el('p', { class: 'dealer', text: G.t('dice.rules') }));
  G.controls.appendChild(G.stakeSelect('stake'));
  ['big', 'small'].forEach(function (side) {
    var b = G.el('button', { type: 'button', class: 'side', text: side === 'big' ? G.t('dice.betBig') : G.t('dice.betSmall') });
    b.addEventListener('click', function () {
      dice.forEach(function (d) { d.classList.add('rolling'); });
      G.round({ stake: document.getElementById('stake').value, side: side }).then(function (res) {
        setTimeout(function () {
          res.outcome.dice.forEach(function (n, i) { dice[i].classList.remove('rolling'); dice[i].textContent = FACE[n]; dice[i].setAttribute('aria-label', G.t('dice.die', { n: n })); });
          G.setBalance(res.balance);
          var sum = res.outcome.dice.reduce(function (s, n) { return s + n; }, 0);
          var won = Number(res.payout) > 0;
          G.message(res.outcome.dice.join(' + ') + ' = ' + sum + ' (' + G.t('dice.' + res.outcome.result) + ') ' + (won ? G.t('youWin', { payout: res.payout }) : G.t('noWin')), won ? 'win' : 'lose');
          G.history(res.ref_no + ': ' + sum + ' ' + res.win_loss, won);
        }, 500);
      }, function () { dice.forEach(function (d) { d.classList.remove('rolling'); }); });
    });
    G.controls.appendChild(b);
  });
})();
`;
