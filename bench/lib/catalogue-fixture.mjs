// The catalogue at scale: 10,000 realistic products for the bench database, made by a
// seeded generator (the same rows on every run), loaded with a few SQL statements, idempotent (a
// product whose SKU exists is left alone) and removable (by the SKUs this generator makes). Not demo
// data: the site's seed (server/db/seed-data.ts) stays the 18 demo products; these rows use the
// seed's categories and product images.
//
//   capillaries  7,000  by coating × inner diameter × length × outer diameter × pack (CAP-LPA-50-100-360-5PK)
//   kits         1,500  by application × coating × inner diameter × runs (KIT-CIEF-LPA-50-100)
//   spare parts  1,000  by part × size × material × pack (SP-FER-360-PEEK-10)
//   services       500  by service × region × duration (SVC-TRN-EU-3D)
//
// As a script: node bench/lib/catalogue-fixture.mjs load|remove|count [DATABASE_URL]
import { pathToFileURL } from "node:url";

export const FIXTURE_SIZE = 10_000;
export const FIXTURE_SEED = 27;
/** How many of each kind a full fixture holds (scaled down proportionally for a smaller count). */
const KINDS = { capillary: 7_000, kit: 1_500, part: 1_000, service: 500 };

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle(list) {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

const img = (file) => `/images/products/${file}.svg`;

// ---------------------------------------------------------------------------- capillaries ----

const COATINGS = [
  { code: "FS", name: "Bare Fused-Silica", coating: "None (bare fused silica)", charge: "bare", ph: "2–10", base: 14_500, image: "fused-silica-capillary" },
  { code: "LPA", name: "LPA-Coated", coating: "Linear polyacrylamide (neutral)", charge: "neutral", ph: "2–8", base: 29_500, image: "lpa-coated-capillary" },
  {
    code: "PEI",
    name: "PEI Cationic-Coated",
    coating: "Polyethylenimine (cationic)",
    charge: "cationic",
    ph: "2–7",
    base: 31_000,
    image: "pei-coated-capillary",
  },
  { code: "PVA", name: "PVA-Coated", coating: "Polyvinyl alcohol (neutral)", charge: "neutral", ph: "2.5–9.5", base: 30_500, image: "lpa-coated-capillary" },
  { code: "HPC", name: "HPC-Coated", coating: "Hydroxypropyl cellulose (neutral)", charge: "neutral", ph: "2–8", base: 28_500, image: "lpa-coated-capillary" },
  {
    code: "PB",
    name: "Polybrene-Coated",
    coating: "Hexadimethrine bromide (cationic)",
    charge: "cationic",
    ph: "2–9",
    base: 26_500,
    image: "pei-coated-capillary",
  },
  { code: "PEG", name: "PEG-Coated", coating: "Polyethylene glycol (neutral)", charge: "neutral", ph: "3–8", base: 29_000, image: "lpa-coated-capillary" },
  { code: "AMN", name: "Amine-Coated", coating: "Aminopropylsilane (cationic)", charge: "cationic", ph: "2–6", base: 27_500, image: "pei-coated-capillary" },
];
const INNER_DIAMETERS = [10, 20, 25, 30, 50, 75, 100];
const LENGTHS = Array.from({ length: 21 }, (_, i) => 50 + i * 5); // 50–150 cm
const PACKS = [1, 3, 5, 10];

const USES = {
  bare: ["small molecules and metabolites in acidic electrolytes", "peptide separations at low pH", "fast CZE-MS screening of polar compounds"],
  neutral: ["cIEF-MS of antibodies and fusion proteins", "intact-protein CZE-MS without wall adsorption", "charge-variant profiling with suppressed EOF"],
  cationic: ["bottom-up proteomics in reversed polarity", "basic peptides and proteins without wall adsorption", "fast peptide mapping with reversed EOF"],
};
const CAP_LINES = [
  "Each capillary is flushed, conditioned and sealed before packaging, so equilibration can start at once.",
  "Lot-to-lot electroosmotic flow is tested to keep migration times reproducible between capillaries.",
  "The polyimide cladding is removed over the last 5 mm for a clean fit in the emitter sleeve.",
  "Supplied with a certificate of analysis listing the inner diameter measured on the lot.",
  "Ends are cut square with a diamond blade and inspected under magnification.",
  "Compatible with the EMASS-II ion source and every CE instrument taking 360 µm capillaries.",
];

function capillaries(r) {
  const out = [];
  for (const c of COATINGS)
    for (const id of INNER_DIAMETERS)
      for (const length of LENGTHS)
        for (const od of id < 75 ? [360, 150] : [360])
          for (const pack of PACKS) {
            const sku = `CAP-${c.code}-${id}-${length}-${od}${pack > 1 ? `-${pack}PK` : ""}`;
            const unit = c.base * (0.6 + (0.4 * length) / 100) * (id <= 20 ? 1.3 : 1) * (od === 150 ? 1.15 : 1);
            const price = Math.round((unit * pack * (pack >= 5 ? 0.85 : pack > 1 ? 0.92 : 1)) / 500) * 500;
            const use = r.pick(USES[c.charge]);
            out.push({
              sku,
              name: `${c.name} Capillary, ${id} µm × ${length} cm, ${od} µm O.D.${pack > 1 ? ` (${pack}-pack)` : ""}`,
              categorySlug: "separation-capillaries",
              shortDescription: `${c.coating.replace(/ \(.*\)$/, "")} separation capillary, ${id} µm i.d. × ${length} cm, for ${use}.`,
              description: [
                `A ${length} cm fused-silica capillary with a ${id} µm bore and ${od} µm outer diameter, ${c.charge === "bare" ? "left bare" : `with a covalently bonded ${c.coating.toLowerCase()} layer`}.`,
                `Recommended for ${use}.`,
                ...r.shuffle(CAP_LINES).slice(0, 2),
                pack > 1 ? `Sold as a pack of ${pack} identical capillaries from one lot.` : "Sold individually.",
              ].join(" "),
              priceCents: price,
              imageUrl: img(c.image),
              specifications: {
                "Inner diameter": `${id} µm`,
                "Outer diameter": `${od} µm`,
                Length: `${length} cm`,
                Coating: c.coating,
                "Recommended pH range": c.ph,
                ...(c.charge === "cationic" ? { "EOF direction": "Reversed (anodic)" } : c.charge === "neutral" ? { EOF: "Suppressed" } : {}),
                ...(pack > 1 ? { Quantity: `${pack} capillaries` } : {}),
              },
            });
          }
  return out;
}

// ------------------------------------------------------------------------------------ kits ----

const KIT_FAMILIES = [
  { code: "CZE", name: "CZE-MS Starter Kit", image: "capillary-starter-assortment", app: "peptide and metabolite separations by CZE-MS", base: 59_500 },
  {
    code: "CIEF",
    name: "cIEF-MS Charge Variant Kit",
    image: "cr3520-charge-variant-kit",
    app: "charge-variant analysis of antibodies by cIEF-MS",
    base: 125_000,
  },
  { code: "BGE", name: "Background Electrolyte Kit", image: "cze-bge-kit", app: "reproducible background electrolytes for CZE-MS", base: 18_500 },
  {
    code: "INT",
    name: "Intact Protein Analysis Kit",
    image: "cr3520-charge-variant-kit",
    app: "intact-mass analysis of proteins and biotherapeutics",
    base: 98_000,
  },
  {
    code: "GLY",
    name: "Released Glycan Labeling Kit",
    image: "ampholyte-pi-marker-set",
    app: "labeling and CE-MS profiling of released N-glycans",
    base: 74_500,
  },
  { code: "MET", name: "Metabolite Profiling Kit", image: "cze-bge-kit", app: "anionic and cationic metabolite profiling", base: 69_000 },
  { code: "PEP", name: "Peptide Mapping Kit", image: "electrospray-modifier-solution", app: "bottom-up peptide mapping of biotherapeutics", base: 82_000 },
  {
    code: "CND",
    name: "Capillary Conditioning Kit",
    image: "electrospray-modifier-solution",
    app: "conditioning and regenerating coated capillaries",
    base: 12_500,
  },
];
const RUNS = [25, 50, 100, 250];
const KIT_LINES = [
  "All solutions are filtered, LC-MS grade and supplied with lot-specific certificates of analysis.",
  "A ready-to-run method and a printed quick-start guide are included.",
  "Ships refrigerated; store at 2–8 °C and use within twelve months.",
  "Validated on the CE-30 separation unit with the EMASS-II ion source.",
  "Each component carries its own catalogue number for reordering.",
];

function kits(r) {
  const out = [];
  for (const f of KIT_FAMILIES)
    for (const c of COATINGS)
      for (const id of INNER_DIAMETERS)
        for (const runs of RUNS) {
          const price = Math.round((f.base * (runs / 100) ** 0.8 * (c.code === "FS" ? 0.9 : 1)) / 500) * 500;
          out.push({
            sku: `KIT-${f.code}-${c.code}-${id}-${runs}`,
            name: `${f.name}, ${c.code === "FS" ? "bare" : c.code} capillary ${id} µm (${runs} runs)`,
            categorySlug: "reagent-kits",
            shortDescription: `Everything for ${f.app}: reagents for ${runs} runs and a ${id} µm ${c.name.toLowerCase()} capillary.`,
            description: [
              `The ${f.name} brings together what ${f.app} needs: reagents for ${runs} runs and a conditioned ${id} µm ${c.name.toLowerCase()} capillary, ${r.pick([80, 100, 120])} cm long.`,
              ...r.shuffle(KIT_LINES).slice(0, 2),
            ].join(" "),
            priceCents: price,
            imageUrl: img(f.image),
            specifications: {
              Application: f.app.replace(/^./, (ch) => ch.toUpperCase()),
              "Runs per kit": String(runs),
              "Capillary coating": c.coating,
              "Capillary inner diameter": `${id} µm`,
              Storage: r.pick(["2–8 °C", "Room temperature", "−20 °C"]),
            },
          });
        }
  return out;
}

// ----------------------------------------------------------------------------- spare parts ----

const PARTS = [
  { code: "FER", name: "Ferrule", materials: ["PEEK", "FEP"], image: "mb03-ce-emitter-module" },
  { code: "SLV", name: "Capillary Sleeve", materials: ["PEEK", "FEP"], image: "mb03-ce-emitter-module" },
  { code: "UNI", name: "Zero-Dead-Volume Union", materials: ["PEEK", "SS316"], image: "mb03-ce-emitter-module" },
  { code: "NUT", name: "Fitting Nut", materials: ["PEEK", "SS316"], image: "mb03-ce-emitter-module" },
  { code: "EMH", name: "Emitter Holder", materials: ["PEEK", "PTFE"], image: "mb03-ce-emitter-module" },
  { code: "ORG", name: "O-Ring", materials: ["FKM", "FFKM"], image: "emitter-alignment-stage" },
  { code: "SEP", name: "Vial Septum", materials: ["Silicone", "PTFE"], image: "cze-bge-kit" },
  { code: "VIA", name: "Sample Vial", materials: ["PP", "Glass"], image: "cze-bge-kit" },
  { code: "ELC", name: "Platinum Electrode", materials: ["Pt", "PtIr"], image: "ce-30-separation-unit" },
  { code: "CUT", name: "Capillary Cutter Blade", materials: ["Diamond", "Ceramic"], image: "emitter-alignment-stage" },
  { code: "TUB", name: "Sheath-Liquid Tubing", materials: ["PEEK", "FEP"], image: "electrospray-modifier-solution" },
  { code: "FIL", name: "Inline Filter", materials: ["PEEK", "SS316"], image: "electrospray-modifier-solution" },
  { code: "CAS", name: "Capillary Cassette Insert", materials: ["PEEK", "PPS"], image: "ce-30-separation-unit" },
  { code: "TIP", name: "Emitter Tip Protector", materials: ["PP", "PTFE"], image: "cze-ms-glass-emitters" },
  { code: "GRD", name: "Grounding Contact", materials: ["SS316", "Au"], image: "emass-ii-ion-source" },
  { code: "WIN", name: "Detection Window Cover", materials: ["Al", "PEEK"], image: "ce-30-separation-unit" },
  { code: "SYR", name: "Sheath-Liquid Syringe", materials: ["Glass", "PP"], image: "electrospray-modifier-solution" },
  { code: "VAL", name: "Check Valve Cartridge", materials: ["Ruby", "Ceramic"], image: "ce-30-separation-unit" },
  { code: "LMP", name: "Camera Illuminator Lamp", materials: ["LED", "Halogen"], image: "emitter-alignment-stage" },
  { code: "CLP", name: "Positioning Stage Clamp", materials: ["Al", "SS316"], image: "emitter-alignment-stage" },
];
const PART_SIZES = [150, 250, 360, 510, 795]; // µm, the capillary outer diameters they fit
const PART_PACKS = [1, 5, 10, 25, 50];

function parts(r) {
  const out = [];
  for (const p of PARTS)
    for (const size of PART_SIZES)
      for (const material of p.materials)
        for (const pack of PART_PACKS) {
          const unit = r.int(8, 180) * 100;
          out.push({
            sku: `SP-${p.code}-${size}-${material.toUpperCase()}-${pack}`,
            name: `${p.name}, ${material}, for ${size} µm O.D.${pack > 1 ? ` (pack of ${pack})` : ""}`,
            categorySlug: "peripheral-equipment",
            shortDescription: `Replacement ${p.name.toLowerCase()} in ${material} for capillaries of ${size} µm outer diameter.`,
            description: [
              `An original replacement ${p.name.toLowerCase()} made of ${material}, sized for ${size} µm O.D. capillaries.`,
              r.pick([
                "Keep a few on hand: it is the part most often replaced during routine maintenance.",
                "Swapping it takes a few minutes and needs no realignment of the emitter.",
                "Machined to the same tolerances as the part fitted at the factory.",
              ]),
              pack > 1 ? `Pack of ${pack}.` : "Sold individually.",
            ].join(" "),
            priceCents: Math.round((unit * pack * (pack >= 10 ? 0.8 : 1)) / 100) * 100,
            imageUrl: img(p.image),
            specifications: { Material: material, "Fits capillary O.D.": `${size} µm`, Quantity: String(pack) },
          });
        }
  return out;
}

// -------------------------------------------------------------------------------- services ----

const SERVICES = [
  { code: "INS", name: "On-Site Installation", onRequest: false, base: 240_000 },
  { code: "TRN", name: "CE-MS Operator Training", onRequest: false, base: 210_000 },
  { code: "MTD", name: "Method Development", onRequest: true, base: 0 },
  { code: "RMT", name: "Remote Application Support", onRequest: false, base: 24_000 },
  { code: "PMV", name: "Preventive Maintenance Visit", onRequest: false, base: 160_000 },
  { code: "IQOQ", name: "IQ/OQ Qualification", onRequest: false, base: 280_000 },
  { code: "REP", name: "On-Site Repair", onRequest: true, base: 0 },
  { code: "VAL", name: "Method Validation Support", onRequest: true, base: 0 },
  { code: "TRF", name: "Method Transfer", onRequest: false, base: 190_000 },
  { code: "CON", name: "Application Consulting", onRequest: false, base: 30_000 },
];
const REGIONS = [
  ["EU", "Europe"],
  ["NA", "North America"],
  ["UK", "the United Kingdom"],
  ["CH", "Switzerland"],
  ["AP", "Asia-Pacific"],
];
const DURATIONS = ["1D", "2D", "3D", "5D", "10D", "4H", "8H", "16H", "24H", "40H"];

function services(r) {
  const out = [];
  for (const s of SERVICES)
    for (const [region, regionName] of REGIONS)
      for (const d of DURATIONS) {
        const amount = Number.parseInt(d, 10);
        const days = d.endsWith("D") ? amount : amount / 8;
        const label = d.endsWith("D") ? `${amount} day${amount > 1 ? "s" : ""}` : `${amount} hours`;
        out.push({
          sku: `SVC-${s.code}-${region}-${d}`,
          name: `${s.name}, ${label}, ${regionName}`,
          categorySlug: "technical-services",
          shortDescription: `${s.name} by our CE-MS specialists in ${regionName}: ${label}.`,
          description: [
            `${s.name} delivered by a CE-MS application specialist in ${regionName}, ${label} in total.`,
            r.pick([
              "Scheduling is confirmed within two working days of the order.",
              "Travel and accommodation within the region are included.",
              "A written report summarises the work and the results obtained.",
            ]),
          ].join(" "),
          priceCents: s.onRequest ? null : Math.round((s.base * (days / 2) ** 0.9 * (region === "CH" ? 1.2 : 1)) / 1000) * 1000,
          imageUrl: img(s.code === "RMT" || s.code === "CON" ? "remote-application-support" : "installation-training"),
          specifications: { Region: regionName, Duration: label, Delivery: s.code === "RMT" || s.code === "CON" ? "Remote" : "On site" },
        });
      }
  return out;
}

// ------------------------------------------------------------------------------- the rows ----

/**
 * The fixture's products: `count` rows (10,000 by default), the same for the same seed. Each has
 * sku, name, categorySlug (one of the seed's), shortDescription, description, priceCents (null with
 * priceOnRequest), imageUrl, inStock, stockQuantity, featured (never) and specifications.
 */
export function catalogueFixture({ count = FIXTURE_SIZE, seed = FIXTURE_SEED } = {}) {
  const r = rng(seed);
  const all = { capillary: capillaries(r), kit: kits(r), part: parts(r), service: services(r) };
  const rows = [];
  for (const [kind, full] of Object.entries(KINDS)) {
    const want = Math.round((full * count) / FIXTURE_SIZE);
    rows.push(...r.shuffle(all[kind]).slice(0, want));
  }
  // rounding may leave the total a few off `count`: the capillaries make up the difference
  while (rows.length > count) rows.pop();
  if (rows.length < count) {
    const taken = new Set(rows);
    rows.push(...all.capillary.filter((p) => !taken.has(p)).slice(0, count - rows.length));
  }
  return r.shuffle(rows).map((p) => {
    const onRequest = p.priceCents === null || r.chance(0.03);
    const inStock = p.categorySlug === "technical-services" ? true : !r.chance(0.08);
    return {
      ...p,
      priceCents: onRequest ? null : p.priceCents,
      priceOnRequest: onRequest,
      inStock,
      stockQuantity: !inStock ? 0 : p.categorySlug === "technical-services" ? r.int(5, 40) : r.int(1, 400),
      featured: false,
    };
  });
}

// ----------------------------------------------------------------------------- the database ----

/** The channel the site's caches listen on (server/speed/changes-channel.ts CHANGES_CHANNEL), and a change too large to name. */
const CHANGES_CHANNEL = "session_changes";
const ALL_CHANGED = "catalogue:all";
const CHUNK = 2_500;

/**
 * Inserts the fixture's products that are missing (a SKU that exists is left alone), in statements
 * of 2,500 rows, each product in its seed category by slug (no category when the seed's categories
 * are absent); then VACUUM (ANALYZE) of the products and the search's tables, as a bulk import
 * should end (autovacuum would otherwise do it a minute later, in the middle of what is measured:
 * statistics, visibility map, hint bits), and a `catalogue:all` change on the site's changes
 * channel, so a running site drops what its caches hold.
 * `db` is a pg Client or Pool. Returns { inserted, total } (total: the fixture's products present).
 */
export async function loadCatalogueFixture(db, options = {}) {
  const rows = catalogueFixture(options);
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((p) => ({
      sku: p.sku,
      name: p.name,
      category_slug: p.categorySlug,
      short_description: p.shortDescription,
      description: p.description,
      price_cents: p.priceCents,
      price_on_request: p.priceOnRequest,
      image_url: p.imageUrl,
      stock_quantity: p.stockQuantity,
      featured: p.featured,
      specifications: p.specifications,
    }));
    const res = await db.query(
      `insert into products (sku, name, category_id, short_description, description, price_cents, price_on_request,
                             image_url, stock_quantity, featured, specifications)
       select x.sku, x.name, c.id, x.short_description, x.description, x.price_cents, x.price_on_request,
              x.image_url, x.stock_quantity, x.featured, x.specifications
       from jsonb_to_recordset($1::jsonb) as x(sku text, name text, category_slug text, short_description text, description text,
            price_cents integer, price_on_request boolean, image_url text, stock_quantity integer,
            featured boolean, specifications jsonb)
       left join categories c on c.slug = x.category_slug
       on conflict (sku) do nothing`,
      [JSON.stringify(chunk)],
    );
    inserted += res.rowCount ?? 0;
  }
  await db.query("vacuum (analyze) products, product_search, search_words");
  await db.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, ALL_CHANGED]);
  return { inserted, total: await countCatalogueFixture(db, options) };
}

/** Deletes the fixture's products (by the SKUs it makes; nothing else) and announces the change. Returns how many went. */
export async function removeCatalogueFixture(db, options = {}) {
  const skus = catalogueFixture(options).map((p) => p.sku);
  const res = await db.query("delete from products where sku = any($1::text[])", [skus]);
  await db.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, ALL_CHANGED]);
  return res.rowCount ?? 0;
}

/** How many of the fixture's products the database holds. */
export async function countCatalogueFixture(db, options = {}) {
  const skus = catalogueFixture(options).map((p) => p.sku);
  const { rows } = await db.query("select count(*)::int as n from products where sku = any($1::text[])", [skus]);
  return rows[0].n;
}

// ------------------------------------------------------------------------------ the script ----

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [action, url = process.env.DATABASE_URL] = process.argv.slice(2);
  if (!["load", "remove", "count"].includes(action) || !url) {
    process.stderr.write("usage: node bench/lib/catalogue-fixture.mjs load|remove|count DATABASE_URL\n");
    process.exit(2);
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (action === "load") {
      const { inserted, total } = await loadCatalogueFixture(client);
      process.stdout.write(`inserted ${inserted}; the database holds ${total} of the fixture's ${FIXTURE_SIZE} products\n`);
    } else if (action === "remove") process.stdout.write(`removed ${await removeCatalogueFixture(client)} products\n`);
    else process.stdout.write(`${await countCatalogueFixture(client)} of the fixture's ${FIXTURE_SIZE} products present\n`);
  } finally {
    await client.end();
  }
}
