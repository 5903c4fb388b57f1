// The slot page: three reels with a spin animation; the stops come from the server, and the message names the
// lines that paid (a five-line title splits the stake over its lines).
export const SLOT_SCRIPT = String.raw`
(function () {
  var G = window.Game;
  var GLYPH = { seven: '7', star: '\u2605', bell: '\u266B', lemon: '\u25CF', cherry: '\u2665', blank: '\u2013' };
  function NAME(sym) { return G.t('slot.symbols.' + sym); }
  var reels = G.el('div', { class: 'reels', role: 'group', 'aria-label': G.t('slot.reels') });
  var strips = [];
  for (var i = 0; i < 3; i++) {
    var strip = G.el('div', { class: 'strip' });
    var reel = G.el('div', { class: 'reel', 'aria-label': G.t('slot.reel', { n: i + 1 }) }, [strip, G.el('div', { class: 'payline' })]);
    strips.push({ reel: reel, strip: strip });
    reels.appendChild(reel);
    show(i, ['cherry', 'seven', 'bell']);
  }
  G.stage.appendChild(reels);
  function show(i, symbols) {
    var s = strips[i].strip;
    s.innerHTML = '';
    symbols.forEach(function (sym) { s.appendChild(G.el('div', { class: 'cell sym-' + sym, text: GLYPH[sym], 'aria-label': NAME(sym) })); });
  }
  var spin = G.el('button', { type: 'button', text: G.t('slot.spin') });
  G.controls.appendChild(G.stakeSelect('stake', ['0.10', '0.50', '1.00', '2.00', '5.00', '10.00', '50.00']));
  G.controls.appendChild(spin);
  document.getElementById('stake').value = '1.00';
  spin.addEventListener('click', function () {
    spin.disabled = true;
    strips.forEach(function (r) { r.reel.classList.add('spinning'); });
    G.message(G.t('slot.spinning'));
    G.round({ stake: document.getElementById('stake').value }).then(function (res) {
      var w = res.outcome.window;
      w.forEach(function (symbols, i) {
        setTimeout(function () {
          strips[i].reel.classList.remove('spinning');
          show(i, symbols);
          if (i === 2) {
            G.setBalance(res.balance);
            var won = Number(res.payout) > 0;
            // Each paying line's multiplier; a five-line title numbers its lines (#1 to #5) in any language.
            var several = res.outcome.lines.length > 1;
            var paid = res.outcome.lines
              .filter(function (l) { return l.multiplier > 0; })
              .map(function (l) { return l.multiplier + (several ? ' #' + (l.line + 1) : ''); })
              .join(' + x');
            G.message(won ? G.t('slot.winTimes', { payout: res.payout, multiplier: paid }) : G.t('noWin'), won ? 'win' : 'lose');
            G.history(res.ref_no + ': ' + res.outcome.line.map(NAME).join(' ') + ' ' + res.win_loss, won);
            spin.disabled = false;
          }
        }, 300 + i * 250);
      });
    }, function () {
      strips.forEach(function (r) { r.reel.classList.remove('spinning'); });
      spin.disabled = false;
    });
  });
  G.ready.catch(function () { spin.disabled = true; });
})();
`;
