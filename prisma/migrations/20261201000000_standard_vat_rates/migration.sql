-- The standard VAT rates of the EU member states, Switzerland and Norway that the first demo
-- catalogue lacked (server/db/seed/catalogue.ts has them all, with their source). A country the
-- studio already has a rate for keeps it: nothing is overwritten.

-- InsertData
INSERT INTO "TaxRate" ("id", "name", "country", "region", "rateBasisPoints", "inclusive", "active", "createdAt", "updatedAt") VALUES
    (gen_random_uuid(), 'Bulgaria VAT (DDS) 20 %', 'BG', '', 2000, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Cyprus VAT (FPA) 19 %', 'CY', '', 1900, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Czechia VAT (DPH) 21 %', 'CZ', '', 2100, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Denmark VAT (moms) 25 %', 'DK', '', 2500, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Estonia VAT (käibemaks) 24 %', 'EE', '', 2400, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Finland VAT (ALV) 25.5 %', 'FI', '', 2550, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Greece VAT (FPA) 24 %', 'GR', '', 2400, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Croatia VAT (PDV) 25 %', 'HR', '', 2500, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Hungary VAT (ÁFA) 27 %', 'HU', '', 2700, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Lithuania VAT (PVM) 21 %', 'LT', '', 2100, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Latvia VAT (PVN) 21 %', 'LV', '', 2100, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Malta VAT 18 %', 'MT', '', 1800, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Poland VAT 23 %', 'PL', '', 2300, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Portugal VAT (IVA) 23 %', 'PT', '', 2300, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Romania VAT (TVA) 21 %', 'RO', '', 2100, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Sweden VAT (moms) 25 %', 'SE', '', 2500, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Slovenia VAT (DDV) 22 %', 'SI', '', 2200, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Slovakia VAT (DPH) 23 %', 'SK', '', 2300, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Switzerland VAT (MWST/TVA) 8.1 %', 'CH', '', 810, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'Norway VAT (MVA) 25 %', 'NO', '', 2500, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)
ON CONFLICT ("country", "region") DO NOTHING;
