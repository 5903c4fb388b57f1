// The provider's 4D results board (LaunchLottery): the open draw and the latest results.
export const LOTTERY_SCRIPT = String.raw`
(function () {
  var G = window.Game;
  G.ready.then(function () {
    return fetch(document.getElementById('app').getAttribute('data-api') + '/game/lotteryboard', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game_session: G.session })
    }).then(function (r) { return r.json(); });
  }).then(function (res) {
    if (!res || res.status !== 1) { G.error(res ? res.statusdesc : 'systemError'); return; }
    var open = res.open_draw;
    G.message(G.t('lottery.nextDraw', { n: open.draw_no, time: new Date(open.draw_at).toLocaleTimeString(G.locale) }));
    res.results.forEach(function (d) {
      var section = G.el('section', { 'aria-label': G.t('lottery.draw', { n: d.draw_no }) }, [G.el('h2', { text: G.t('lottery.drawTitle', { n: d.draw_no, date: new Date(d.draw_at).toLocaleString(G.locale) }) })]);
      var top = G.el('div', { class: 'board' });
      [[G.t('lottery.first'), d.first], [G.t('lottery.second'), d.second], [G.t('lottery.third'), d.third]].forEach(function (p) { top.appendChild(G.el('div', { text: p[0] + ' ' + p[1] })); });
      section.appendChild(top);
      section.appendChild(G.el('p', { text: G.t('lottery.special', { numbers: d.special.join(' ') }) }));
      section.appendChild(G.el('p', { text: G.t('lottery.consolation', { numbers: d.consolation.join(' ') }) }));
      G.stage.appendChild(section);
    });
  }, function () {});
})();
`;
