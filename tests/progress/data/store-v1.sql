-- A progress store written by Dealer Trainer 0.1 (schema version 1), dumped with iterdump.
-- Tests load it to prove that the current code reads, and later migrates, a version-1 file.
-- Do not regenerate it with newer code: it stands for files already on kiosks.
PRAGMA application_id = 1146376753;
PRAGMA user_version = 1;
BEGIN TRANSACTION;
CREATE TABLE attempts (
        seq INTEGER PRIMARY KEY,
        id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        session_id BLOB,
        game INTEGER NOT NULL,
        skill INTEGER NOT NULL,
        family INTEGER NOT NULL,
        difficulty INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        params TEXT NOT NULL,
        answer TEXT NOT NULL,
        expected TEXT NOT NULL,
        credit INTEGER NOT NULL CHECK (credit BETWEEN 0 AND 1000),
        response_ms INTEGER NOT NULL CHECK (response_ms >= 0),
        rt_bucket INTEGER NOT NULL,
        mode INTEGER NOT NULL,
        ts INTEGER NOT NULL,
        day INTEGER NOT NULL,
        station INTEGER NOT NULL);
INSERT INTO "attempts" VALUES(1,X'5D9DC9F818184811892F902BD23F0824',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,2,3,1,51847156,'{"bet_cents":500,"i":0}','0','0',1000,1493,12,0,1736177441000,20094,4);
INSERT INTO "attempts" VALUES(2,X'8D116ECE173847D9BD9C172411E20B8F',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,6,1,465623510,'{"bet_cents":500,"i":1}','100','100',1000,4325,17,0,1736177482000,20094,4);
INSERT INTO "attempts" VALUES(3,X'95E60AF593BD44CF8FD630F1F29D0DA9',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,3,1,673701293,'{"bet_cents":500,"i":2}','200','200',1000,5675,19,0,1736177523000,20094,4);
INSERT INTO "attempts" VALUES(4,X'8A6A63EC24ED46A4AB4CB2424A23D596',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,3,1,921773490,'{"bet_cents":500,"i":3}','300','300',1000,1990,13,0,1736177564000,20094,4);
INSERT INTO "attempts" VALUES(5,X'18F135D25F554203B01850C5A38FD547',2,NULL,7,5,6,1,624488420,'{"bet_cents":500,"i":4}','400','400',1000,5579,19,0,1736177605000,20094,4);
INSERT INTO "attempts" VALUES(6,X'C6F877186D76407E881ED162AE2EB154',2,NULL,1,5,3,1,221146487,'{"bet_cents":500,"i":5}','500','500',1000,4966,18,0,1736177646000,20094,4);
INSERT INTO "attempts" VALUES(7,X'3E7D1BFBC7A24A20B2F14C942E05319A',2,NULL,7,2,8,1,266746013,'{"bet_cents":500,"i":6}','600','600',1000,7407,20,0,1736177687000,20094,4);
INSERT INTO "attempts" VALUES(8,X'12BD4ACEFAEC4D389BE4BCFC49B64A08',2,NULL,7,2,8,1,783235912,'{"bet_cents":500,"i":7}','700','700',1000,4576,18,0,1736177728000,20094,4);
INSERT INTO "attempts" VALUES(9,X'F646E1F40A094C97ABF46C697D2CAF82',3,NULL,7,5,8,1,163192149,'{"bet_cents":500,"i":8}','800','800',1000,8545,21,0,1736177769000,20094,4);
INSERT INTO "attempts" VALUES(10,X'74C9DF6ACC014CDD9474031B7F26144B',3,NULL,7,2,3,1,376001182,'{"bet_cents":500,"i":9}','900','900',1000,5769,19,0,1736177810000,20094,4);
INSERT INTO "attempts" VALUES(11,X'B394FB36BB2D420F8F88080B10A3D6B2',3,NULL,1,2,8,1,748443217,'{"bet_cents":500,"i":10}','1000','1000',1000,6340,19,0,1736177851000,20094,4);
INSERT INTO "attempts" VALUES(12,X'F0CE583505C64F0798D5563DAB2CD31E',3,NULL,7,2,3,1,414240403,'{"bet_cents":500,"i":11}','1100','1100',1000,8166,21,0,1736177892000,20094,4);
INSERT INTO "attempts" VALUES(13,X'BD0561E6211C40CF89952399C4AAEAC1',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,8,1,63301824,'{"bet_cents":500,"i":12}','1200','1200',1000,2687,15,0,1736264333000,20095,4);
INSERT INTO "attempts" VALUES(14,X'E22571594720471F8CA8181166D22876',1,X'B55D7CB6361C45FF9EEBF838C256947D',7,2,6,1,178634438,'{"bet_cents":500,"i":13}','1300','1300',1000,4579,18,0,1736264374000,20095,4);
INSERT INTO "attempts" VALUES(15,X'616499C9E25A4605AEC6F0245BD86D40',1,X'B55D7CB6361C45FF9EEBF838C256947D',7,2,3,1,445921235,'{"bet_cents":500,"i":14}','1400','1400',1000,8981,21,0,1736264415000,20095,4);
INSERT INTO "attempts" VALUES(16,X'7C26847F0316409EBBBBE9EAA8948C89',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,6,1,162455407,'{"bet_cents":500,"i":15}','1500','0',0,2800,15,0,1736264456000,20095,4);
INSERT INTO "attempts" VALUES(17,X'9C1CAAF75E8746ED88DAF4016B4013EF',2,NULL,1,2,8,1,4395478,'{"bet_cents":500,"i":16}','1600','0',0,2093,13,0,1736264497000,20095,4);
INSERT INTO "attempts" VALUES(18,X'AE3A2B7FDFE04893B3AED0B6C7AC1491',2,NULL,1,5,8,1,965866211,'{"bet_cents":500,"i":17}','1700','1700',1000,8035,21,0,1736264538000,20095,4);
INSERT INTO "attempts" VALUES(19,X'0FEF792866834886A260CD0B7B45145C',2,NULL,7,2,8,1,423183147,'{"bet_cents":500,"i":18}','1800','0',0,1748,12,0,1736264579000,20095,4);
INSERT INTO "attempts" VALUES(20,X'000F49C81A354CA08D75985D99C94309',2,NULL,1,2,6,1,118034622,'{"bet_cents":500,"i":19}','1900','1900',1000,3685,16,0,1736264620000,20095,4);
INSERT INTO "attempts" VALUES(21,X'6050914A9D33401CB53C631CDFD43F37',3,NULL,1,2,3,1,27381374,'{"bet_cents":500,"i":20}','2000','2000',1000,1476,11,0,1736264661000,20095,4);
INSERT INTO "attempts" VALUES(22,X'7CF20724D9534E269D87CEC31F7296AB',3,NULL,7,2,3,1,391017514,'{"bet_cents":500,"i":21}','2100','2100',1000,4784,18,0,1736264702000,20095,4);
INSERT INTO "attempts" VALUES(23,X'57B6FB7EBFEA41559A28F7B324E4E25A',3,NULL,7,2,8,1,334848879,'{"bet_cents":500,"i":22}','2200','0',0,1603,12,0,1736264743000,20095,4);
INSERT INTO "attempts" VALUES(24,X'5C9BCF35873B4078B3B7A50DF373CA53',3,NULL,7,5,3,1,24798844,'{"bet_cents":500,"i":23}','2300','0',0,2581,15,0,1736264784000,20095,4);
INSERT INTO "attempts" VALUES(25,X'84B5A81842D84208986F40F6B239F3C7',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,2,3,1,926988196,'{"bet_cents":500,"i":24}','2400','2400',1000,1645,12,0,1736351225000,20096,4);
INSERT INTO "attempts" VALUES(26,X'A2EDDBBD54644CC280B0C08BC7702420',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,2,6,1,571866729,'{"bet_cents":500,"i":25}','2500','2500',1000,5336,19,0,1736351266000,20096,4);
INSERT INTO "attempts" VALUES(27,X'7E26F36A848348B8B32DD3313A0B9965',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,8,1,794432601,'{"bet_cents":500,"i":26}','2600','2600',1000,7480,20,0,1736351307000,20096,4);
INSERT INTO "attempts" VALUES(28,X'F4DE2C089AEA4429B1491E243192B704',1,X'B55D7CB6361C45FF9EEBF838C256947D',1,5,8,1,507063907,'{"bet_cents":500,"i":27}','2700','2700',1000,3023,15,0,1736351348000,20096,4);
INSERT INTO "attempts" VALUES(29,X'5675F6AD325B45DDB85729763A12917C',2,NULL,7,2,6,1,236719616,'{"bet_cents":500,"i":28}','2800','2800',1000,1736,12,0,1736351389000,20096,4);
INSERT INTO "attempts" VALUES(30,X'A91C2439D5AB4B4D95B40AEBA4A45EFF',2,NULL,1,2,3,1,369374595,'{"bet_cents":500,"i":29}','2900','2900',1000,7450,20,0,1736351430000,20096,4);
INSERT INTO "attempts" VALUES(31,X'551FD8F9A2C64E458A04C79F6F15B6AD',2,NULL,7,5,8,1,954568303,'{"bet_cents":500,"i":30}','3000','3000',1000,2362,14,0,1736351471000,20096,4);
INSERT INTO "attempts" VALUES(32,X'2B855C1F28AA4A51B98C67C215BD448F',2,NULL,7,2,8,1,798168889,'{"bet_cents":500,"i":31}','3100','3100',1000,8656,21,0,1736351512000,20096,4);
INSERT INTO "attempts" VALUES(33,X'9C9011EF256B4DF9A7E6529BCE76E9F4',3,NULL,1,5,3,1,971577538,'{"bet_cents":500,"i":32}','3200','0',0,4712,18,0,1736351553000,20096,4);
INSERT INTO "attempts" VALUES(34,X'CCA2A92B03A54CC1857A40B22188287E',3,NULL,7,2,6,1,589119239,'{"bet_cents":500,"i":33}','3300','0',0,5391,19,0,1736351594000,20096,4);
INSERT INTO "attempts" VALUES(35,X'072A98D236064EFC9FB85C0DD37EE915',3,NULL,1,5,8,1,936026846,'{"bet_cents":500,"i":34}','3400','0',0,2495,14,0,1736351635000,20096,4);
INSERT INTO "attempts" VALUES(36,X'218E0B7BD58D4DB4AB4468068B5AB3EE',3,NULL,7,5,3,1,350028352,'{"bet_cents":500,"i":35}','3500','3500',1000,3024,15,0,1736351676000,20096,4);
INSERT INTO "attempts" VALUES(37,X'5A9196F0BD6B481AA8F6E0BD0F977044',2,X'6B098F4EA7314B1180CF0CF5BEDB739B',1,5,6,1,1000,'{"exam":0}','5','5',1000,4000,17,2,1736438096000,20097,4);
INSERT INTO "attempts" VALUES(38,X'9556585EA9974351B54A09CDE5CFEDFA',2,X'6B098F4EA7314B1180CF0CF5BEDB739B',1,5,6,1,1001,'{"exam":1}','5','5',1000,4000,17,2,1736438116000,20097,4);
CREATE TABLE class_day_family (
            game INTEGER NOT NULL, skill INTEGER NOT NULL, family INTEGER NOT NULL,
            day INTEGER NOT NULL, n INTEGER NOT NULL, correct INTEGER NOT NULL,
            credit INTEGER NOT NULL,
            PRIMARY KEY (game, skill, family, day)) WITHOUT ROWID;
INSERT INTO "class_day_family" VALUES(1,2,3,20094,1,1,1000);
INSERT INTO "class_day_family" VALUES(1,2,3,20096,2,2,2000);
INSERT INTO "class_day_family" VALUES(1,2,6,20095,1,1,1000);
INSERT INTO "class_day_family" VALUES(1,2,6,20096,1,1,1000);
INSERT INTO "class_day_family" VALUES(1,2,8,20095,1,0,0);
INSERT INTO "class_day_family" VALUES(1,5,3,20094,3,3,3000);
INSERT INTO "class_day_family" VALUES(1,5,6,20094,1,1,1000);
INSERT INTO "class_day_family" VALUES(1,5,6,20095,1,0,0);
INSERT INTO "class_day_family" VALUES(1,5,6,20097,2,2,2000);
INSERT INTO "class_day_family" VALUES(1,5,8,20095,2,2,2000);
INSERT INTO "class_day_family" VALUES(1,5,8,20096,2,2,2000);
INSERT INTO "class_day_family" VALUES(7,2,3,20095,1,1,1000);
INSERT INTO "class_day_family" VALUES(7,2,6,20095,1,1,1000);
INSERT INTO "class_day_family" VALUES(7,2,6,20096,1,1,1000);
INSERT INTO "class_day_family" VALUES(7,2,8,20094,2,2,2000);
INSERT INTO "class_day_family" VALUES(7,2,8,20095,1,0,0);
INSERT INTO "class_day_family" VALUES(7,2,8,20096,1,1,1000);
INSERT INTO "class_day_family" VALUES(7,5,6,20094,1,1,1000);
INSERT INTO "class_day_family" VALUES(7,5,8,20096,1,1,1000);
CREATE TABLE class_day_skill (
            game INTEGER NOT NULL, skill INTEGER NOT NULL, day INTEGER NOT NULL,
            n INTEGER NOT NULL, correct INTEGER NOT NULL, credit INTEGER NOT NULL, h0 INTEGER NOT NULL DEFAULT 0, h1 INTEGER NOT NULL DEFAULT 0, h2 INTEGER NOT NULL DEFAULT 0, h3 INTEGER NOT NULL DEFAULT 0, h4 INTEGER NOT NULL DEFAULT 0, h5 INTEGER NOT NULL DEFAULT 0, h6 INTEGER NOT NULL DEFAULT 0, h7 INTEGER NOT NULL DEFAULT 0, h8 INTEGER NOT NULL DEFAULT 0, h9 INTEGER NOT NULL DEFAULT 0, h10 INTEGER NOT NULL DEFAULT 0, h11 INTEGER NOT NULL DEFAULT 0, h12 INTEGER NOT NULL DEFAULT 0, h13 INTEGER NOT NULL DEFAULT 0, h14 INTEGER NOT NULL DEFAULT 0, h15 INTEGER NOT NULL DEFAULT 0, h16 INTEGER NOT NULL DEFAULT 0, h17 INTEGER NOT NULL DEFAULT 0, h18 INTEGER NOT NULL DEFAULT 0, h19 INTEGER NOT NULL DEFAULT 0, h20 INTEGER NOT NULL DEFAULT 0, h21 INTEGER NOT NULL DEFAULT 0, h22 INTEGER NOT NULL DEFAULT 0, h23 INTEGER NOT NULL DEFAULT 0, h24 INTEGER NOT NULL DEFAULT 0, h25 INTEGER NOT NULL DEFAULT 0, h26 INTEGER NOT NULL DEFAULT 0, h27 INTEGER NOT NULL DEFAULT 0, h28 INTEGER NOT NULL DEFAULT 0, h29 INTEGER NOT NULL DEFAULT 0, h30 INTEGER NOT NULL DEFAULT 0, h31 INTEGER NOT NULL DEFAULT 0, h32 INTEGER NOT NULL DEFAULT 0, h33 INTEGER NOT NULL DEFAULT 0, h34 INTEGER NOT NULL DEFAULT 0, h35 INTEGER NOT NULL DEFAULT 0, h36 INTEGER NOT NULL DEFAULT 0, h37 INTEGER NOT NULL DEFAULT 0, h38 INTEGER NOT NULL DEFAULT 0, h39 INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game, skill, day)) WITHOUT ROWID;
INSERT INTO "class_day_skill" VALUES(1,2,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(1,2,20095,2,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(1,2,20096,3,3,3000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(1,5,20094,4,4,4000,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(1,5,20095,3,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(1,5,20096,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(1,5,20097,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(7,2,20094,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(7,2,20095,3,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(7,2,20096,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(7,5,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "class_day_skill" VALUES(7,5,20096,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
CREATE TABLE day_family (
            trainee_id INTEGER NOT NULL, game INTEGER NOT NULL, skill INTEGER NOT NULL,
            family INTEGER NOT NULL, day INTEGER NOT NULL, n INTEGER NOT NULL,
            correct INTEGER NOT NULL, credit INTEGER NOT NULL,
            PRIMARY KEY (trainee_id, game, skill, family, day)) WITHOUT ROWID;
INSERT INTO "day_family" VALUES(1,1,2,3,20094,1,1,1000);
INSERT INTO "day_family" VALUES(1,1,2,3,20096,1,1,1000);
INSERT INTO "day_family" VALUES(1,1,2,6,20096,1,1,1000);
INSERT INTO "day_family" VALUES(1,1,5,3,20094,2,2,2000);
INSERT INTO "day_family" VALUES(1,1,5,6,20094,1,1,1000);
INSERT INTO "day_family" VALUES(1,1,5,6,20095,1,0,0);
INSERT INTO "day_family" VALUES(1,1,5,8,20095,1,1,1000);
INSERT INTO "day_family" VALUES(1,1,5,8,20096,2,2,2000);
INSERT INTO "day_family" VALUES(1,7,2,3,20095,1,1,1000);
INSERT INTO "day_family" VALUES(1,7,2,6,20095,1,1,1000);
INSERT INTO "day_family" VALUES(2,1,2,3,20096,1,1,1000);
INSERT INTO "day_family" VALUES(2,1,2,6,20095,1,1,1000);
INSERT INTO "day_family" VALUES(2,1,2,8,20095,1,0,0);
INSERT INTO "day_family" VALUES(2,1,5,3,20094,1,1,1000);
INSERT INTO "day_family" VALUES(2,1,5,6,20097,2,2,2000);
INSERT INTO "day_family" VALUES(2,1,5,8,20095,1,1,1000);
INSERT INTO "day_family" VALUES(2,7,2,6,20096,1,1,1000);
INSERT INTO "day_family" VALUES(2,7,2,8,20094,2,2,2000);
INSERT INTO "day_family" VALUES(2,7,2,8,20095,1,0,0);
INSERT INTO "day_family" VALUES(2,7,2,8,20096,1,1,1000);
INSERT INTO "day_family" VALUES(2,7,5,6,20094,1,1,1000);
INSERT INTO "day_family" VALUES(2,7,5,8,20096,1,1,1000);
INSERT INTO "day_family" VALUES(3,1,2,3,20095,1,1,1000);
INSERT INTO "day_family" VALUES(3,1,2,8,20094,1,1,1000);
INSERT INTO "day_family" VALUES(3,1,5,3,20096,1,0,0);
INSERT INTO "day_family" VALUES(3,1,5,8,20096,1,0,0);
INSERT INTO "day_family" VALUES(3,7,2,3,20094,2,2,2000);
INSERT INTO "day_family" VALUES(3,7,2,3,20095,1,1,1000);
INSERT INTO "day_family" VALUES(3,7,2,6,20096,1,0,0);
INSERT INTO "day_family" VALUES(3,7,2,8,20095,1,0,0);
INSERT INTO "day_family" VALUES(3,7,5,3,20095,1,0,0);
INSERT INTO "day_family" VALUES(3,7,5,3,20096,1,1,1000);
INSERT INTO "day_family" VALUES(3,7,5,8,20094,1,1,1000);
CREATE TABLE day_skill (
            trainee_id INTEGER NOT NULL, game INTEGER NOT NULL, skill INTEGER NOT NULL,
            day INTEGER NOT NULL, n INTEGER NOT NULL, correct INTEGER NOT NULL,
            credit INTEGER NOT NULL, h0 INTEGER NOT NULL DEFAULT 0, h1 INTEGER NOT NULL DEFAULT 0, h2 INTEGER NOT NULL DEFAULT 0, h3 INTEGER NOT NULL DEFAULT 0, h4 INTEGER NOT NULL DEFAULT 0, h5 INTEGER NOT NULL DEFAULT 0, h6 INTEGER NOT NULL DEFAULT 0, h7 INTEGER NOT NULL DEFAULT 0, h8 INTEGER NOT NULL DEFAULT 0, h9 INTEGER NOT NULL DEFAULT 0, h10 INTEGER NOT NULL DEFAULT 0, h11 INTEGER NOT NULL DEFAULT 0, h12 INTEGER NOT NULL DEFAULT 0, h13 INTEGER NOT NULL DEFAULT 0, h14 INTEGER NOT NULL DEFAULT 0, h15 INTEGER NOT NULL DEFAULT 0, h16 INTEGER NOT NULL DEFAULT 0, h17 INTEGER NOT NULL DEFAULT 0, h18 INTEGER NOT NULL DEFAULT 0, h19 INTEGER NOT NULL DEFAULT 0, h20 INTEGER NOT NULL DEFAULT 0, h21 INTEGER NOT NULL DEFAULT 0, h22 INTEGER NOT NULL DEFAULT 0, h23 INTEGER NOT NULL DEFAULT 0, h24 INTEGER NOT NULL DEFAULT 0, h25 INTEGER NOT NULL DEFAULT 0, h26 INTEGER NOT NULL DEFAULT 0, h27 INTEGER NOT NULL DEFAULT 0, h28 INTEGER NOT NULL DEFAULT 0, h29 INTEGER NOT NULL DEFAULT 0, h30 INTEGER NOT NULL DEFAULT 0, h31 INTEGER NOT NULL DEFAULT 0, h32 INTEGER NOT NULL DEFAULT 0, h33 INTEGER NOT NULL DEFAULT 0, h34 INTEGER NOT NULL DEFAULT 0, h35 INTEGER NOT NULL DEFAULT 0, h36 INTEGER NOT NULL DEFAULT 0, h37 INTEGER NOT NULL DEFAULT 0, h38 INTEGER NOT NULL DEFAULT 0, h39 INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (trainee_id, game, skill, day)) WITHOUT ROWID;
INSERT INTO "day_skill" VALUES(1,1,2,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(1,1,2,20096,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(1,1,5,20094,3,3,3000,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(1,1,5,20095,2,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(1,1,5,20096,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(1,7,2,20095,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,1,2,20095,2,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,1,2,20096,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,1,5,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,1,5,20095,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,1,5,20097,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,7,2,20094,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,7,2,20095,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,7,2,20096,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,7,5,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(2,7,5,20096,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,1,2,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,1,2,20095,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,1,5,20096,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,7,2,20094,2,2,2000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,7,2,20095,2,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,7,2,20096,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,7,5,20094,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,7,5,20095,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "day_skill" VALUES(3,7,5,20096,1,1,1000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0);
CREATE TABLE exam_sittings (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        exam_id BLOB NOT NULL REFERENCES exams (id),
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        session_id BLOB NOT NULL REFERENCES sessions (id),
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        answered INTEGER NOT NULL DEFAULT 0,
        score_permille INTEGER,
        passed INTEGER,
        signed_off_by INTEGER REFERENCES supervisors (id),
        signed_off_at INTEGER);
INSERT INTO "exam_sittings" VALUES(X'0202F7D08C7E408A8007813A8C960C92',X'5DC763F75E9A496D974EFFC7E0EB3116',2,X'6B098F4EA7314B1180CF0CF5BEDB739B',1736438076000,1736438116000,2,1000,1,1,1736438116000);
CREATE TABLE exams (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        name TEXT NOT NULL,
        games TEXT NOT NULL,
        skills TEXT NOT NULL,
        question_count INTEGER NOT NULL,
        time_limit_seconds INTEGER NOT NULL,
        pass_mark_percent INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        created_by INTEGER NOT NULL REFERENCES supervisors (id),
        created_at INTEGER NOT NULL,
        retired_at INTEGER);
INSERT INTO "exams" VALUES(X'5DC763F75E9A496D974EFFC7E0EB3116','Payout check','["three-five-seven"]','["payout"]',2,600,90,99,1,1736438076000,NULL);
CREATE TABLE labels (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('game', 'skill', 'family', 'station')),
        name TEXT NOT NULL,
        UNIQUE (kind, name));
INSERT INTO "labels" VALUES(1,'game','three-five-seven');
INSERT INTO "labels" VALUES(2,'skill','rake');
INSERT INTO "labels" VALUES(3,'family','family-3');
INSERT INTO "labels" VALUES(4,'station','kiosk-old');
INSERT INTO "labels" VALUES(5,'skill','payout');
INSERT INTO "labels" VALUES(6,'family','family-1');
INSERT INTO "labels" VALUES(7,'game','three-card-poker');
INSERT INTO "labels" VALUES(8,'family','family-2');
CREATE TABLE mastery (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id), game INTEGER NOT NULL,
            skill INTEGER NOT NULL, mastered INTEGER NOT NULL, considered INTEGER NOT NULL,
            correct INTEGER NOT NULL, median_ms REAL,
            PRIMARY KEY (trainee_id, game, skill)) WITHOUT ROWID;
INSERT INTO "mastery" VALUES(1,1,2,0,3,3,1645.0);
INSERT INTO "mastery" VALUES(1,1,5,0,7,6,3023.0);
INSERT INTO "mastery" VALUES(1,7,2,0,2,2,6780.0);
INSERT INTO "mastery" VALUES(2,1,2,0,3,2,3685.0);
INSERT INTO "mastery" VALUES(2,1,5,0,4,4,4483.0);
INSERT INTO "mastery" VALUES(2,7,2,0,5,4,4576.0);
INSERT INTO "mastery" VALUES(2,7,5,0,2,2,3970.5);
INSERT INTO "mastery" VALUES(3,1,2,0,2,2,3908.0);
INSERT INTO "mastery" VALUES(3,1,5,0,2,0,3603.5);
INSERT INTO "mastery" VALUES(3,7,2,0,5,3,5391.0);
INSERT INTO "mastery" VALUES(3,7,5,0,3,2,3024.0);
CREATE TABLE sessions (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        mode INTEGER NOT NULL,
        station TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        ended_at INTEGER);
INSERT INTO "sessions" VALUES(X'B55D7CB6361C45FF9EEBF838C256947D',1,0,'kiosk-old',1736177400000,NULL);
INSERT INTO "sessions" VALUES(X'6B098F4EA7314B1180CF0CF5BEDB739B',2,2,'kiosk-old',1736438076000,1736438116000);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
INSERT INTO "settings" VALUES('pay-schedule.three-five-seven.seven','6');
INSERT INTO "settings" VALUES('three-five-seven.rake-percent','5');
CREATE TABLE settings_audit (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL,
        old_value TEXT NOT NULL,
        new_value TEXT NOT NULL,
        supervisor_id INTEGER NOT NULL REFERENCES supervisors (id),
        supervisor_name TEXT NOT NULL,
        changed_at INTEGER NOT NULL);
INSERT INTO "settings_audit" VALUES(1,'three-five-seven.rake-percent','10','5',1,'Mona Reyes',1736177400000);
INSERT INTO "settings_audit" VALUES(2,'pay-schedule.three-five-seven.seven','5','6',1,'Mona Reyes',1736177400000);
CREATE TABLE supervisors (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        name_key TEXT NOT NULL UNIQUE,
        pin_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        failed_pins INTEGER NOT NULL DEFAULT 0,
        lockouts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER NOT NULL DEFAULT 0);
INSERT INTO "supervisors" VALUES(1,'Mona Reyes','mona reyes','scrypt$16384$8$1$dff7f73993806899d092b6d1be3f1b19$14fd3110e7ceb50f114aca7b49ac2e14e8065af7ebd2702bfc52ed10ba3ca3f2',1736177400000,0,0,0);
CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        name_key TEXT NOT NULL,
        pin_hash TEXT,
        created_at INTEGER NOT NULL,
        archived_at INTEGER,
        failed_pins INTEGER NOT NULL DEFAULT 0,
        lockouts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER NOT NULL DEFAULT 0);
INSERT INTO "trainees" VALUES(1,'Ana Ruiz','ana ruiz','scrypt$16384$8$1$337bfc77282574c941e8e644ea720c1f$c1ffcd557c72e5cc23a8b42131f4e31d10205b39e26fad9349341913207eb7de',1736177400000,NULL,0,0,0);
INSERT INTO "trainees" VALUES(2,'Ben Okafor','ben okafor',NULL,1736177400000,NULL,0,0,0);
INSERT INTO "trainees" VALUES(3,'Cleo Park','cleo park',NULL,1736177400000,1736438116000,0,0,0);
CREATE UNIQUE INDEX trainees_active_name ON trainees (name_key) WHERE archived_at IS NULL;
CREATE INDEX attempts_recent ON attempts (trainee_id, game, skill, ts);
CREATE INDEX attempts_exam ON attempts (session_id) WHERE mode = 2;
CREATE TRIGGER attempts_no_update BEFORE UPDATE ON attempts BEGIN
        SELECT RAISE(ABORT, 'attempts are append-only'); END;
CREATE TRIGGER attempts_no_delete BEFORE DELETE ON attempts BEGIN
        SELECT RAISE(ABORT, 'attempts are append-only'); END;
CREATE TRIGGER attempts_rollup AFTER INSERT ON attempts BEGIN
            INSERT INTO day_skill (trainee_id, game, skill, day, n, correct, credit, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10, h11, h12, h13, h14, h15, h16, h17, h18, h19, h20, h21, h22, h23, h24, h25, h26, h27, h28, h29, h30, h31, h32, h33, h34, h35, h36, h37, h38, h39)
            VALUES (NEW.trainee_id, NEW.game, NEW.skill, NEW.day, 1, NEW.credit = 1000, NEW.credit, NEW.rt_bucket = 0, NEW.rt_bucket = 1, NEW.rt_bucket = 2, NEW.rt_bucket = 3, NEW.rt_bucket = 4, NEW.rt_bucket = 5, NEW.rt_bucket = 6, NEW.rt_bucket = 7, NEW.rt_bucket = 8, NEW.rt_bucket = 9, NEW.rt_bucket = 10, NEW.rt_bucket = 11, NEW.rt_bucket = 12, NEW.rt_bucket = 13, NEW.rt_bucket = 14, NEW.rt_bucket = 15, NEW.rt_bucket = 16, NEW.rt_bucket = 17, NEW.rt_bucket = 18, NEW.rt_bucket = 19, NEW.rt_bucket = 20, NEW.rt_bucket = 21, NEW.rt_bucket = 22, NEW.rt_bucket = 23, NEW.rt_bucket = 24, NEW.rt_bucket = 25, NEW.rt_bucket = 26, NEW.rt_bucket = 27, NEW.rt_bucket = 28, NEW.rt_bucket = 29, NEW.rt_bucket = 30, NEW.rt_bucket = 31, NEW.rt_bucket = 32, NEW.rt_bucket = 33, NEW.rt_bucket = 34, NEW.rt_bucket = 35, NEW.rt_bucket = 36, NEW.rt_bucket = 37, NEW.rt_bucket = 38, NEW.rt_bucket = 39)
            ON CONFLICT (trainee_id, game, skill, day) DO UPDATE SET n = n + 1, correct = correct + excluded.correct, credit = credit + excluded.credit, h0 = h0 + excluded.h0, h1 = h1 + excluded.h1, h2 = h2 + excluded.h2, h3 = h3 + excluded.h3, h4 = h4 + excluded.h4, h5 = h5 + excluded.h5, h6 = h6 + excluded.h6, h7 = h7 + excluded.h7, h8 = h8 + excluded.h8, h9 = h9 + excluded.h9, h10 = h10 + excluded.h10, h11 = h11 + excluded.h11, h12 = h12 + excluded.h12, h13 = h13 + excluded.h13, h14 = h14 + excluded.h14, h15 = h15 + excluded.h15, h16 = h16 + excluded.h16, h17 = h17 + excluded.h17, h18 = h18 + excluded.h18, h19 = h19 + excluded.h19, h20 = h20 + excluded.h20, h21 = h21 + excluded.h21, h22 = h22 + excluded.h22, h23 = h23 + excluded.h23, h24 = h24 + excluded.h24, h25 = h25 + excluded.h25, h26 = h26 + excluded.h26, h27 = h27 + excluded.h27, h28 = h28 + excluded.h28, h29 = h29 + excluded.h29, h30 = h30 + excluded.h30, h31 = h31 + excluded.h31, h32 = h32 + excluded.h32, h33 = h33 + excluded.h33, h34 = h34 + excluded.h34, h35 = h35 + excluded.h35, h36 = h36 + excluded.h36, h37 = h37 + excluded.h37, h38 = h38 + excluded.h38, h39 = h39 + excluded.h39;
            INSERT INTO day_family (trainee_id, game, skill, family, day, n, correct, credit)
            VALUES (NEW.trainee_id, NEW.game, NEW.skill, NEW.family, NEW.day, 1, NEW.credit = 1000, NEW.credit)
            ON CONFLICT (trainee_id, game, skill, family, day) DO UPDATE SET n = n + 1, correct = correct + excluded.correct, credit = credit + excluded.credit;
            INSERT INTO class_day_skill (game, skill, day, n, correct, credit, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10, h11, h12, h13, h14, h15, h16, h17, h18, h19, h20, h21, h22, h23, h24, h25, h26, h27, h28, h29, h30, h31, h32, h33, h34, h35, h36, h37, h38, h39)
            SELECT NEW.game, NEW.skill, NEW.day, 1, NEW.credit = 1000, NEW.credit, NEW.rt_bucket = 0, NEW.rt_bucket = 1, NEW.rt_bucket = 2, NEW.rt_bucket = 3, NEW.rt_bucket = 4, NEW.rt_bucket = 5, NEW.rt_bucket = 6, NEW.rt_bucket = 7, NEW.rt_bucket = 8, NEW.rt_bucket = 9, NEW.rt_bucket = 10, NEW.rt_bucket = 11, NEW.rt_bucket = 12, NEW.rt_bucket = 13, NEW.rt_bucket = 14, NEW.rt_bucket = 15, NEW.rt_bucket = 16, NEW.rt_bucket = 17, NEW.rt_bucket = 18, NEW.rt_bucket = 19, NEW.rt_bucket = 20, NEW.rt_bucket = 21, NEW.rt_bucket = 22, NEW.rt_bucket = 23, NEW.rt_bucket = 24, NEW.rt_bucket = 25, NEW.rt_bucket = 26, NEW.rt_bucket = 27, NEW.rt_bucket = 28, NEW.rt_bucket = 29, NEW.rt_bucket = 30, NEW.rt_bucket = 31, NEW.rt_bucket = 32, NEW.rt_bucket = 33, NEW.rt_bucket = 34, NEW.rt_bucket = 35, NEW.rt_bucket = 36, NEW.rt_bucket = 37, NEW.rt_bucket = 38, NEW.rt_bucket = 39 FROM trainees WHERE id = NEW.trainee_id AND archived_at IS NULL
            ON CONFLICT (game, skill, day) DO UPDATE SET n = n + 1, correct = correct + excluded.correct, credit = credit + excluded.credit, h0 = h0 + excluded.h0, h1 = h1 + excluded.h1, h2 = h2 + excluded.h2, h3 = h3 + excluded.h3, h4 = h4 + excluded.h4, h5 = h5 + excluded.h5, h6 = h6 + excluded.h6, h7 = h7 + excluded.h7, h8 = h8 + excluded.h8, h9 = h9 + excluded.h9, h10 = h10 + excluded.h10, h11 = h11 + excluded.h11, h12 = h12 + excluded.h12, h13 = h13 + excluded.h13, h14 = h14 + excluded.h14, h15 = h15 + excluded.h15, h16 = h16 + excluded.h16, h17 = h17 + excluded.h17, h18 = h18 + excluded.h18, h19 = h19 + excluded.h19, h20 = h20 + excluded.h20, h21 = h21 + excluded.h21, h22 = h22 + excluded.h22, h23 = h23 + excluded.h23, h24 = h24 + excluded.h24, h25 = h25 + excluded.h25, h26 = h26 + excluded.h26, h27 = h27 + excluded.h27, h28 = h28 + excluded.h28, h29 = h29 + excluded.h29, h30 = h30 + excluded.h30, h31 = h31 + excluded.h31, h32 = h32 + excluded.h32, h33 = h33 + excluded.h33, h34 = h34 + excluded.h34, h35 = h35 + excluded.h35, h36 = h36 + excluded.h36, h37 = h37 + excluded.h37, h38 = h38 + excluded.h38, h39 = h39 + excluded.h39;
            INSERT INTO class_day_family (game, skill, family, day, n, correct, credit)
            SELECT NEW.game, NEW.skill, NEW.family, NEW.day, 1, NEW.credit = 1000, NEW.credit FROM trainees WHERE id = NEW.trainee_id AND archived_at IS NULL
            ON CONFLICT (game, skill, family, day) DO UPDATE SET n = n + 1, correct = correct + excluded.correct, credit = credit + excluded.credit;
        END;
COMMIT;
