// The fishing shooter: fish swim on a canvas; a shot (click on a fish, or its button) costs one stake and the
// server decides whether it is caught.
export const FISHING_SCRIPT = String.raw`
(function () {
  var G = window.Game;
  var KINDS = [['clown', 2, '#ff8c42', 18], ['puffer', 3, '#ffd166', 20], ['turtle', 5, '#06d6a0', 26],
    ['ray', 10, '#8ecae6', 32], ['shark', 20, '#adb5bd', 40], ['whale', 50, '#ffb703', 52], ['dragon', 100, '#ef476f', 58]]
    .map(function (k) { return [k[0], G.t('fishing.fish.' + k[0]), k[1], k[2], k[3]]; });
  var sea = G.el('div', { class: 'sea' });
  var canvas = G.el('canvas', { width: '1200', height: '420', role: 'img', 'aria-label': G.t('fishing.sea') });
  sea.appendChild(canvas);
  G.stage.appendChild(sea);
  var ctx = canvas.getContext('2d');
  var fish = [];
  var shots = [];
  function spawn(k) {
    var kind = KINDS[k];
    fish.push({ kind: kind, x: Math.random() < 0.5 ? -60 : 1260, y: 40 + Math.random() * 340, v: (0.6 + Math.random()) * (k < 3 ? 1.6 : 0.9), phase: Math.random() * 6 });
    var f = fish[fish.length - 1]; if (f.x > 0) f.v = -f.v;
  }
  for (var i = 0; i < 14; i++) spawn(i % KINDS.length);
  function draw(t) {
    ctx.clearRect(0, 0, 1200, 420);
    fish.forEach(function (f) {
      f.x += f.v; if (f.x < -80 || f.x > 1280) { f.x = f.v > 0 ? -60 : 1260; f.y = 40 + Math.random() * 340; }
      var y = f.y + Math.sin(t / 600 + f.phase) * 8, r = f.kind[4];
      ctx.save(); ctx.translate(f.x, y); if (f.v < 0) ctx.scale(-1, 1);
      ctx.fillStyle = f.kind[3]; ctx.beginPath(); ctx.ellipse(0, 0, r, r * 0.55, 0, 0, Math.PI * 2); ctx.fill();
      ctx.beginPath(); ctx.moveTo(-r * 0.9, 0); ctx.lineTo(-r * 1.6, -r * 0.5); ctx.lineTo(-r * 1.6, r * 0.5); ctx.fill();
      ctx.fillStyle = '#111'; ctx.beginPath(); ctx.arc(r * 0.5, -r * 0.15, 3, 0, Math.PI * 2); ctx.fill();
      ctx.fillStyle = '#fff'; ctx.font = '12px sans-serif'; ctx.fillText('x' + f.kind[2], -10, r * 0.55 + 14);
      ctx.restore();
    });
    shots = shots.filter(function (s) { return t - s.t < 700; });
    shots.forEach(function (s) {
      var a = 1 - (t - s.t) / 700; ctx.strokeStyle = s.hit ? 'rgba(255,209,102,' + a + ')' : 'rgba(255,255,255,' + a + ')';
      ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(s.x, s.y, 10 + (1 - a) * 40, 0, Math.PI * 2); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(600, 420); ctx.lineTo(s.x, s.y); ctx.stroke();
    });
    requestAnimationFrame(draw);
  }
  requestAnimationFrame(draw);
  function shoot(f) {
    var s = { x: f.x, y: f.y, t: performance.now(), hit: false };
    shots.push(s);
    G.round({ stake: document.getElementById('stake').value, fish: f.kind[0] }).then(function (res) {
      G.setBalance(res.balance);
      var caught = res.outcome.caught;
      s.hit = caught;
      if (caught) { fish.splice(fish.indexOf(f), 1); spawn(Math.floor(Math.random() * KINDS.length)); }
      G.message(caught ? G.t('fishing.caught', { fish: f.kind[1], payout: res.payout }) : G.t('fishing.escaped', { fish: f.kind[1] }), caught ? 'win' : 'lose');
      G.history(res.ref_no + ': ' + f.kind[1] + ' ' + res.win_loss, caught);
    }, function () {});
  }
  canvas.addEventListener('click', function (e) {
    var box = canvas.getBoundingClientRect();
    var x = (e.clientX - box.left) * 1200 / box.width, y = (e.clientY - box.top) * 420 / box.height;
    var hit = fish.filter(function (f) { return Math.abs(f.x - x) < f.kind[4] * 1.2 && Math.abs(f.y - y) < f.kind[4]; })[0];
    if (hit) shoot(hit);
  });
  G.controls.appendChild(G.stakeSelect('stake', ['0.10', '0.50', '1.00', '2.00', '5.00']));
  document.getElementById('stake').value = '1.00';
  var list = G.el('div', { class: 'fish-buttons', role: 'group', 'aria-label': G.t('fishing.aimAt') });
  KINDS.forEach(function (kind) {
    list.appendChild(G.el('button', { type: 'button', text: G.t('fishing.shoot', { fish: kind[1], m: kind[2] }), onclick: function () {
      var target = fish.filter(function (f) { return f.kind[0] === kind[0]; })[0];
      if (!target) { spawn(KINDS.indexOf(kind)); target = fish[fish.length - 1]; }
      shoot(target);
    } }));
  });
  G.controls.appendChild(list);
})();
`;
