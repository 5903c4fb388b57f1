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
    G.message('Next draw #' + open.draw_no + ' at ' + new Date(open.draw_at).toLocaleTimeString());
    res.results.forEach(function (d) {
      var section = G.el('section', { 'aria-label': 'Draw ' + d.draw_no }, [G.el('h2', { text: 'Draw #' + d.draw_no + ' - ' + new Date(d.draw_at).toLocaleString() })]);
      var top = G.el('div', { class: 'board' });
      [['1st', d.first], ['2nd', d.second], ['3rd', d.third]].forEach(function (p) { top.appendChild(G.el('div', { text: p[0] + ' ' + p[1] })); });
      section.appendChild(top);
      section.appendChild(G.el('p', { text: 'Special: ' + d.special.join(' ') }));
      section.appendChild(G.el('p', { text: 'Consolation: ' + d.consolation.join(' ') }));
      G.stage.appendChild(section);
    });
  }, function () {});
})();
`;
