// The timing company's results script, as such scripts are: it draws the whole table from its
// data (10,000 finishers; `?rows=` for fewer) and redraws it when the visitor filters by name.
// Nothing here knows of Racelens: the photo links come from <racelens-results-photos>.
(() => {
  const FIRST = 'Anna Jānis Marta Pēteris Laura Edgars Ilze Kristaps Elīna Mārtiņš Sofia Lukas Emma Noah Olga'.split(' ');
  const LAST = 'Bērziņa Kalniņš Ozola Liepiņš Krūmiņa Zariņš Schmidt Nowak Smith Rossi Novák Müller Jansone Vītols Petrova'.split(' ');
  const CLUBS = ['LC Riga', 'Rīgas Skrējēji', 'Jūrmala Runners', '', 'SK Valmiera', 'Team Baltic'];
  const CATEGORIES = ['M20', 'W20', 'M35', 'W35', 'M50', 'W50'];
  const wanted = Number(new URLSearchParams(location.search).get('rows'));
  const count = Number.isInteger(wanted) && wanted > 0 && wanted <= 50000 ? wanted : 10000;

  let seed = 42;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const clock = (seconds) =>
    [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((n, i) => (i ? String(n).padStart(2, '0') : n)).join(':');

  const finishers = [];
  for (let i = 0; i < count; i++) {
    // Bib 1234 is the sandbox's participant (Anna Berzina), who has photos.
    const bib = i === 2 ? 1234 : 2000 + ((i * 7919) % 40000);
    const name = i === 2 ? 'Anna Berzina' : `${pick(FIRST)} ${pick(LAST)}`;
    finishers.push({ place: i + 1, bib, name, club: pick(CLUBS), category: pick(CATEGORIES), time: clock(1900 + i * 0.5 + Math.floor(random() * 3)) });
  }

  const body = document.querySelector('#results tbody');
  const counter = document.getElementById('count');
  function draw(rows) {
    const fragment = document.createDocumentFragment();
    for (const f of rows) {
      const tr = document.createElement('tr');
      for (const value of [f.place, f.bib, f.name, f.club, f.category, f.time]) {
        const td = document.createElement('td');
        td.textContent = String(value);
        tr.append(td);
      }
      fragment.append(tr);
    }
    body.replaceChildren(fragment);
    counter.textContent = `${rows.length} finishers`;
  }
  draw(finishers);

  const form = document.getElementById('filter');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = form.elements.name.value.trim().toLowerCase();
    draw(text ? finishers.filter((f) => f.name.toLowerCase().includes(text) || String(f.bib) === text) : finishers);
  });
  form.addEventListener('reset', () => setTimeout(() => draw(finishers)));
})();
