// Lucky dice: Big or Small on three dice rolled by the server.
export const DICE_SCRIPT = String.raw`
(function () {
  var G = window.Game;
  var FACE = ['', '\u2680', '\u2681', '\u2682', '\u2683', '\u2684', '\u2685'];
  var box = G.el('div', { class: 'dice', role: 'group', 'aria-label': 'Dice' });
  var dice = [1, 2, 3].map(function (n) { var d = G.el('div', { class: 'die', text: FACE[n], 'aria-label': 'Die ' + n }); box.appendChild(d); return d; });
  G.stage.appendChild(box);
  G.stage.appendChild(G.el('p', { class: 'dealer', text: 'Big 11-17, Small 4-10, pays 1:1. Any triple loses.' }));
  G.controls.appendChild(G.stakeSelect('stake'));
  ['big', 'small'].forEach(function (side) {
    var b = G.el('button', { type: 'button', class: 'side', text: side === 'big' ? 'Bet Big' : 'Bet Small' });
    b.addEventListener('click', function () {
      dice.forEach(function (d) { d.classList.add('rolling'); });
      G.round({ stake: document.getElementById('stake').value, side: side }).then(function (res) {
        setTimeout(function () {
          res.outcome.dice.forEach(function (n, i) { dice[i].classList.remove('rolling'); dice[i].textContent = FACE[n]; dice[i].setAttribute('aria-label', 'Die ' + n); });
          G.setBalance(res.balance);
          var sum = res.outcome.dice.reduce(function (s, n) { return s + n; }, 0);
          var won = Number(res.payout) > 0;
          G.message(res.outcome.dice.join(' + ') + ' = ' + sum + ' (' + res.outcome.result + ') ' + (won ? 'you win ' + res.payout : 'no win'), won ? 'win' : 'lose');
          G.history(res.ref_no + ': ' + sum + ' ' + res.win_loss, won);
        }, 500);
      }, function () { dice.forEach(function (d) { d.classList.remove('rolling'); }); });
    });
    G.controls.appendChild(b);
  });
})();
`;
